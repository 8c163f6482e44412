// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/referral-invite.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { referralInvite } from '../_shared/referral-invite.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => referralInvite(req, deps));
