import { CarriedFormShell, type LiveFormLoader } from '@/components/ui/lead-form-shell';
import { toast } from '@/components/ui/toast';
import { afterYield } from '@/lib/yield-to-browser';
import type { LeadMagnetFormProps } from './LeadMagnetForm';
import { LeadMagnetFields, leadMagnetFormAttributes } from './lead-magnet-fields';
import { newsletterNotice } from './newsletter-messages';

const loadForm: LiveFormLoader<LeadMagnetFormProps> = () =>
  import('./LeadMagnetForm').then((module) => afterYield(module.LeadMagnetForm));

/**
 * What pages render: the lead magnet form's exact markup as a static shell, its code loaded when the visitor first
 * touches it (see ContactFormIsland). If the code cannot arrive, a visitor who pressed the button is told the
 * sign-up failed, and keeps what they typed.
 */
export function LeadMagnetFormIsland(props: LeadMagnetFormProps) {
  return <LeadMagnetFormShell {...props} load={loadForm} />;
}

const signUpUnreachable = () => toast(newsletterNotice({ kind: 'failed' }));

/** The island with the form code's loader passed in (a test passes one that fails, as offline). */
export function LeadMagnetFormShell({
  guides,
  load,
}: LeadMagnetFormProps & { load: LiveFormLoader<LeadMagnetFormProps> }) {
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
