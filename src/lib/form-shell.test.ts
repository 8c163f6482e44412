import { afterEach, describe, expect, it, vi } from 'vitest';
import { armFormShell, SUBMITTING_LABEL_ATTRIBUTE } from './form-shell';

function shellForm(): { form: HTMLFormElement; field: HTMLInputElement } {
  document.body.innerHTML = '<form><input name="name"><button>Send</button></form>';
  return { form: document.querySelector('form')!, field: document.querySelector('input')! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('armFormShell', () => {
  it('starts once, on the first focus, press or key, and not before', async () => {
    const { form, field } = shellForm();
    const start = vi.fn(() => new Promise<void>(() => undefined));
    armFormShell(form, { start, onUnreachable: vi.fn() });
    expect(start).not.toHaveBeenCalled();
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a submit (no page load) and tells the live form, even one sent while the code was on its way', async () => {
    const { form, field } = shellForm();
    let arrive = () => {};
    let submittedAtArrival: boolean | undefined;
    armFormShell(form, {
      start: (shell) =>
        new Promise<void>((resolve) => {
          arrive = () => {
            submittedAtArrival = shell.submitted();
            resolve();
          };
        }),
      onUnreachable: vi.fn(),
    });
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    arrive();
    await settle();
    expect(submittedAtArrival).toBe(true);
  });

  it('puts the live form in only once a press in the shell has ended, so the press clicks its button', async () => {
    const { form } = shellForm();
    const button = form.querySelector('button')!;
    let releasedAt: 'before up' | 'after up' | undefined;
    let up = false;
    armFormShell(form, {
      start: (shell) => shell.released().then(() => void (releasedAt = up ? 'after up' : 'before up')),
      onUnreachable: vi.fn(),
    });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(releasedAt).toBeUndefined();
    up = true;
    button.dispatchEvent(new Event('pointerup', { bubbles: true }));
    // Not within the task: the click that follows the release comes in it.
    await Promise.resolve();
    await Promise.resolve();
    expect(releasedAt).toBeUndefined();
    await settle();
    expect(releasedAt).toBe('after up');
  });

  it("shows the button's sending label at once when sent, takes a press still, and puts it back if the code cannot arrive", async () => {
    document.body.innerHTML = `<form><input name="name"><button ${SUBMITTING_LABEL_ATTRIBUTE}="Getting Quote...">Get My Free Quote</button></form>`;
    const form = document.querySelector('form')!;
    const button = document.querySelector('button')!;
    let fail = () => {};
    const start = vi.fn(() => new Promise<void>((_, reject) => (fail = () => reject(new Error('offline')))));
    armFormShell(form, { start, onUnreachable: vi.fn() });
    button.click();
    expect(button.textContent).toBe('Getting Quote...');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(new FormData(form).get('name')).toBe('');
    fail();
    await settle();
    expect(button.textContent).toBe('Get My Free Quote');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('stops listening once the live form has taken over', async () => {
    const { form } = shellForm();
    armFormShell(form, { start: () => Promise.resolve(), onUnreachable: vi.fn() });
    form.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('when the code cannot arrive: tells only a visitor who had sent the form, and the next touch tries again', async () => {
    const { form, field } = shellForm();
    const start = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const onUnreachable = vi.fn();
    armFormShell(form, { start, onUnreachable });
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(onUnreachable).not.toHaveBeenCalled();
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(onUnreachable).toHaveBeenCalledTimes(1);
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(start).toHaveBeenCalledTimes(3);
    expect(onUnreachable).toHaveBeenCalledTimes(1);
  });

  it('says nothing once disarmed (the shell is gone)', async () => {
    const { form } = shellForm();
    const onUnreachable = vi.fn();
    let fail = () => {};
    const shell = armFormShell(form, {
      start: () => new Promise<void>((_, reject) => (fail = () => reject(new Error('offline')))),
      onUnreachable,
    });
    shell.activate({ submit: true });
    shell.disarm();
    fail();
    await settle();
    expect(onUnreachable).not.toHaveBeenCalled();
  });
});
