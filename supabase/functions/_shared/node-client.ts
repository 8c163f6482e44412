/**
 * The supabase-js client factory for Node: supabase-js throws at createClient under Node 20 unless it is given a
 * WebSocket implementation for realtime (unused here, but constructed eagerly). Not imported by the Deno entries.
 */
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import type { CreateSupabaseClient } from './deps.ts';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

// ws's constructor types its `address` more loosely than realtime-js's structural WebSocket type expects; at run
// time it is the implementation realtime-js documents for Node.
const transport = ws as unknown as RealtimeTransport;

export const createNodeClient: CreateSupabaseClient = (url, key, options) =>
  createClient(url, key, { ...options, realtime: { ...options.realtime, transport } });
