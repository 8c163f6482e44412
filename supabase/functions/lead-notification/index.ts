// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/lead-notification.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { leadNotification } from '../_shared/lead-notification.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => leadNotification(req, deps));
