import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import type { FieldControlProps } from '@/components/ui/form-field';
import { failureMessage } from './auth-messages';

/**
 * A form's answer from the server, announced and focused so a screen reader user and a keyboard user both meet
 * it; `children` adds a way out (resend the link, reset the password).
 */
export function FormAlert({ failure, children }: { failure: AuthFailure | undefined; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const { text, reasons } = failureMessage(failure);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <p className="font-semibold">{text}</p>
      {reasons && reasons.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {children && <div className="mt-3 text-sm">{children}</div>}
    </div>
  );
}

/** A success or progress note (a link was sent), announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950">
      {children}
    </div>
  );
}

type PasswordInputProps = FieldControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | keyof FieldControlProps> & {
    autoComplete: 'current-password' | 'new-password';
    ref?: Ref<HTMLInputElement>;
  };

/** A password input with a show/hide button: on a phone keyboard, seeing what was typed saves a failed try. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`${className} pr-24`} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute right-1 bottom-0 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {visible ? 'Hide' : 'Show'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}
