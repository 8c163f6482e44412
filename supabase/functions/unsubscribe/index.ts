// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/unsubscribe.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { unsubscribe } from '../_shared/unsubscribe.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => unsubscribe(req, deps));
