import { CarriedFormShell, type LiveFormLoader } from '@/components/ui/lead-form-shell';
import { toast } from '@/components/ui/toast';
import { afterYield } from '@/lib/yield-to-browser';
import type { LeadMagnetFormProps } from './LeadMagnetForm';
import { LeadMagnetFields, leadMagnetFormAttributes } from './lead-magnet-fields';
import { newsletterNotice } from './newsletter-messages';

const loadForm: LiveFormLoader<LeadMagnetFormProps> = () =>
  import('./LeadMagnetForm').then((module) => afterYield(module.LeadMagnetForm));

const signUpUnreachable = () => toast(newsletterNotice({ kind: 'failed' }));

/**
 * What pages render: the lead magnet form's exact markup as a static shell, its code loaded when the visitor first
 * touches it (see ContactFormIsland). If the code cannot arrive, a visitor who pressed the button is told the
 * sign-up failed, and keeps what they typed. `load` is the form code's loader; a test passes one that fails.
 */
export function LeadMagnetFormIsland({
  guides,
  load = loadForm,
}: LeadMagnetFormProps & { load?: LiveFormLoader<LeadMagnetFormProps> }) {
  return (
    <CarriedFormShell
      load={load}
      props={{ guides }}
      formAttributes={leadMagnetFormAttributes}
      fields={(shell) => <LeadMagnetFields {...shell} guides={guides} />}
      onUnreachable={signUpUnreachable}
    />
  );
}
