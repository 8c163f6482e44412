// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/newsletter-signup.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { newsletterSignup } from '../_shared/newsletter-signup.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => newsletterSignup(req, deps));
