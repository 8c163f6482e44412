// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/referral-code-check.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { referralCodeCheck } from '../_shared/referral-code-check.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => referralCodeCheck(req, deps));
