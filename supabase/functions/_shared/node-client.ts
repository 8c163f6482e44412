/**
 * The supabase-js client factory for Node: supabase-js throws at createClient under Node 20 unless it is given a
 * WebSocket implementation for realtime (unused here, but constructed eagerly). Not imported by the Deno entries.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { CreateSupabaseClient } from './deps.ts';

export const createNodeClient: CreateSupabaseClient = (url, key, options) =>
  createClient(url, key, { ...options, realtime: { ...options.realtime, transport: ws } });
