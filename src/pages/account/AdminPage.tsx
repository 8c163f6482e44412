import { business } from '@/content/business';
import { AccountShell } from './AccountShell';

export default function AdminPage() {
  return (
    <AccountShell
      title="Admin"
      heading="Admin"
      description={`The owners' page for ${business.name}: quote requests, messages, referral invites and newsletter subscribers from the website, with the subscriber export.`}
    >
      <p>
        The owners&apos; page for the website&apos;s leads: quote requests, messages, referral invites and
        newsletter subscribers, with the subscriber export. Only administrators can open it; access is checked
        on the server.
      </p>
    </AccountShell>
  );
}
