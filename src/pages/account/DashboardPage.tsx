import { business } from '@/content/business';
import { AccountShell } from './AccountShell';

export default function DashboardPage() {
  return (
    <AccountShell
      title="Your Dashboard"
      heading="Your Dashboard"
      description={`Your ${business.name} account: your personal referral link to share with friends and the referral credits you have earned.`}
    >
      <p>
        Your dashboard is your account at a glance: your personal referral link to share with friends, and the
        ${business.referralCredit} credits you have earned when they became customers.
      </p>
      <p>For scheduling and payments, use the client hub.</p>
    </AccountShell>
  );
}
