// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/deliver-notifications.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { deliverNotifications } from '../_shared/deliver-notifications.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => deliverNotifications(req, deps));
