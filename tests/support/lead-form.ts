/**
 * Test support shared by the lead-form component tests, which run against the real local API
 * (tests/support/local-api-process.ts). `fetch` is only ever wrapped here to observe what is sent, or stubbed to
 * simulate an unreachable backend.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast';

const realFetch = globalThis.fetch;

/** Wraps the real fetch (the request still reaches the API) and records the JSON body of each call to one function. */
export function observeFunctionBodies(functionName: string) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes(`/functions/v1/${functionName}`))
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return realFetch(input, init);
    }),
  );
  return bodies;
}

/** A browser whose storage refuses every write (full, or blocked by the visitor's settings). */
export const blockStorage = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

/** Simulates a backend that cannot be reached. */
export const stubUnreachableBackend = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

/** Finds a toast by its title inside the notifications region. */
// A send goes through the local API's child process: on a loaded machine that can take more than the default second.
const SEND_TIMEOUT = { timeout: 5000 };

export const toastWith = async (title: string) =>
  within(await screen.findByRole('region', { name: /notifications/i }, SEND_TIMEOUT)).findByText(
    title,
    {},
    SEND_TIMEOUT,
  );

/** The honeypot is hidden from the accessibility tree, so it is found by its label, as a bot reading the DOM would. */
export const honeypotInput = () => screen.getByLabelText('Leave this field empty');
export const fillHoneypot = (value: string) => fireEvent.change(honeypotInput(), { target: { value } });

/** Per-test reset: no kept leads, no analytics queues, no toast left over, no stubbed globals. */
export function resetLeadFormState() {
  localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
}
export function cleanUpLeadFormTest() {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
