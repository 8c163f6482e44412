// Supabase Edge Function entry: the handler is runtime-neutral (see ../_shared/publish-prices.ts).
import { createClient } from '@supabase/supabase-js';
import { depsFromEnv } from '../_shared/deps.ts';
import { publishPrices } from '../_shared/publish-prices.ts';

const deps = depsFromEnv((name) => Deno.env.get(name), createClient);

Deno.serve((req) => publishPrices(req, deps));
