import { CarriedFormShell, type LiveFormLoader } from '@/components/ui/lead-form-shell';
import { toast } from '@/components/ui/toast';
import { afterYield } from '@/lib/yield-to-browser';
import { ReferralInviteFields, referralInviteFormAttributes } from './referral-invite-fields';
import { referralToasts } from './referral-messages';

const loadForm: LiveFormLoader = () =>
  import('./ReferralInviteForm').then((module) => afterYield(module.ReferralInviteForm));

const inviteUnreachable = () => toast(referralToasts.failed);

/**
 * What pages render: the referral invite's exact markup as a static shell, its code loaded when the visitor first
 * touches it (see ContactFormIsland). If the code cannot arrive, a visitor who pressed the button is told the
 * invitation was not sent, and keeps what they typed.
 * `load` is the form code's loader; a test passes one that fails, as offline.
 */
export function ReferralInviteFormIsland({ load = loadForm }: { load?: LiveFormLoader }) {
  return (
    <CarriedFormShell
      load={load}
      props={{}}
      formAttributes={referralInviteFormAttributes}
      fields={(shell) => <ReferralInviteFields {...shell} />}
      onUnreachable={inviteUnreachable}
    />
  );
}
