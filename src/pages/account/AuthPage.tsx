import { business } from '@/content/business';
import { AccountShell } from './AccountShell';

export default function AuthPage() {
  return (
    <AccountShell
      title="Client Login"
      heading="Client Login"
      description={`Sign in to or create your ${business.name} website account: your personal referral link and the referral credits you have earned.`}
    >
      <p>
        Sign in to your {business.name} website account, or create one. Your account holds your personal
        referral link and the ${business.referralCredit} referral credits you earn when friends become
        customers.
      </p>
      <p>Scheduling, visits and payments are handled in our client hub, which has its own sign-in.</p>
    </AccountShell>
  );
}
