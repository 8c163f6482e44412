import type { ComponentType } from 'react';
import { CarriedLiveForm, useCarriedFormShell, useShellFields } from '@/components/ui/carried-form-shell';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { toast } from '@/components/ui/toast';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import type { LeadMagnetFormProps } from './LeadMagnetForm';
import { LeadMagnetFields, leadMagnetFormAttributes } from './lead-magnet-fields';
import { newsletterNotice } from './newsletter-messages';

export type LeadMagnetFormLoader = () => Promise<ComponentType<LeadMagnetFormProps>>;

// Evaluated as the chunk arrives, rendered in a later task: not one long task on a slow phone.
const loadForm: LeadMagnetFormLoader = () =>
  import('./LeadMagnetForm').then(async (module) => {
    await yieldToBrowser();
    return module.LeadMagnetForm;
  });

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
export function LeadMagnetFormShell({ guides, load }: LeadMagnetFormProps & { load: LeadMagnetFormLoader }) {
  const { live, shellProps } = useCarriedFormShell(load, signUpUnreachable);
  const shell = useShellFields();
  if (live) {
    return (
      <CarriedLiveForm live={live}>
        <live.code guides={guides} />
      </CarriedLiveForm>
    );
  }
  return (
    <form {...leadMagnetFormAttributes} {...shellProps}>
      <HoneypotField />
      <LeadMagnetFields {...shell} guides={guides} />
    </form>
  );
}
