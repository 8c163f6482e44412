// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/quote-request.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { quoteRequest } from '../_shared/quote-request.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => quoteRequest(req, deps));
