export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * The one answer for anything hosted Supabase offers but this stand-in does not implement: an explicit refusal beats
 * a plausible-looking wrong answer.
 */
export function notSupported(method: string, path: string, detail?: string): Response {
  return jsonResponse(
    { error: 'Not supported by the local API', route: `${method} ${path}`, ...(detail ? { detail } : {}) },
    501,
  );
}

export function gatewayRejection(status: number, message: string, hint: string): Response {
  return jsonResponse({ message, hint }, status);
}
