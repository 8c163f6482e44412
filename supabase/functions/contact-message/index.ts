// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/contact-message.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { contactMessage } from '../_shared/contact-message.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => contactMessage(req, deps));
