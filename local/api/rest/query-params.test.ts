import { describe, expect, it } from 'vitest';
import { RestFailure, UnsupportedFeature } from './errors.ts';
import { parseAccept, parsePreferences, requestedRange } from './negotiation.ts';
import { parseQuery, splitTopLevel } from './query-params.ts';
import { Params, readSql } from './sql-builder.ts';

const query = (text: string, argNames?: Set<string>) => parseQuery(new URLSearchParams(text), argNames);

describe('parseQuery', () => {
  it('reads select lists with aliases and casts', () => {
    expect(query('select=*').select).toEqual([{ kind: 'star' }]);
    expect(query('select=email,when:subscribed_at,count::text,"odd name"').select).toEqual([
      { kind: 'column', column: 'email', alias: null, cast: null },
      { kind: 'column', column: 'subscribed_at', alias: 'when', cast: null },
      { kind: 'column', column: 'count', alias: null, cast: 'text' },
      { kind: 'column', column: 'odd name', alias: null, cast: null },
    ]);
  });

  it('reads filters, with not., in-lists with quoted items and like wildcards', () => {
    const { conditions } = query(
      'source=eq.footer&page=not.is.null&email=in.(a@x.com,"b,c@x.com")&name=ilike.*ann*&n=gte.2',
    );
    expect(conditions).toEqual([
      { kind: 'compare', column: 'source', operator: 'eq', negated: false, value: 'footer' },
      { kind: 'is', column: 'page', negated: true, value: 'null' },
      { kind: 'in', column: 'email', negated: false, values: ['a@x.com', 'b,c@x.com'] },
      { kind: 'compare', column: 'name', operator: 'ilike', negated: false, value: '%ann%' },
      { kind: 'compare', column: 'n', operator: 'gte', negated: false, value: '2' },
    ]);
  });

  it('keeps a plain filter value whole, dots and commas included', () => {
    expect(query('page=eq./blog/a.b,c').conditions[0]).toMatchObject({ value: '/blog/a.b,c' });
  });

  it('reads nested logic trees', () => {
    expect(query('or=(a.eq.1,and(b.gt.2,c.is.null),d.eq."x,y")').conditions).toEqual([
      {
        kind: 'group',
        operator: 'or',
        negated: false,
        conditions: [
          { kind: 'compare', column: 'a', operator: 'eq', negated: false, value: '1' },
          {
            kind: 'group',
            operator: 'and',
            negated: false,
            conditions: [
              { kind: 'compare', column: 'b', operator: 'gt', negated: false, value: '2' },
              { kind: 'is', column: 'c', negated: false, value: 'null' },
            ],
          },
          { kind: 'compare', column: 'd', operator: 'eq', negated: false, value: 'x,y' },
        ],
      },
    ]);
  });

  it('reads order terms, limits and offsets', () => {
    const spec = query('order=subscribed_at.desc.nullslast,email&limit=10&offset=20');
    expect(spec.order).toEqual([
      { column: 'subscribed_at', descending: true, nulls: 'last' },
      { column: 'email', descending: false, nulls: null },
    ]);
    expect([spec.limit, spec.offset]).toEqual([10, 20]);
  });

  it('separates function arguments from filters', () => {
    const spec = query('bucket=a&n=eq.1', new Set(['bucket']));
    expect(spec.args.get('bucket')).toBe('a');
    expect(spec.conditions).toHaveLength(1);
  });

  it('refuses malformed input with PGRST100 and unimplemented features as unsupported', () => {
    expect(() => query('email=nonsense')).toThrow(RestFailure);
    expect(() => query('limit=ten')).toThrow(RestFailure);
    expect(() => query('email=bogus.x')).toThrow(RestFailure);
    expect(() => query('tags=cs.{a}')).toThrow(UnsupportedFeature);
    expect(() => query('select=*,profiles(*)')).toThrow(UnsupportedFeature);
    expect(() => query('profiles.email=eq.x')).toThrow(UnsupportedFeature);
    expect(() => query('data->>key=eq.x')).toThrow(UnsupportedFeature);
  });

  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",g')).toEqual(['a', 'b(c,d)', '"e,f"', 'g']);
  });
});

describe('negotiation', () => {
  it('reads Prefer, possibly joined from several headers', () => {
    expect(parsePreferences('return=representation, count=exact,tx=rollback')).toMatchObject({
      returnRepresentation: true,
      count: true,
      rollback: true,
      resolution: null,
    });
    expect(parsePreferences(null)).toMatchObject({ returnRepresentation: false, count: false });
  });

  it('reads Accept for arrays, single objects and stripped nulls', () => {
    expect(parseAccept(null)).toEqual({ single: false, stripNulls: false });
    expect(parseAccept('application/vnd.pgrst.object+json')).toEqual({ single: true, stripNulls: false });
    expect(parseAccept('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({
      single: false,
      stripNulls: true,
    });
    expect(() => parseAccept('text/csv')).toThrow(UnsupportedFeature);
  });

  it('intersects the Range header with limit and offset', () => {
    expect(requestedRange('0-9', null, null)).toEqual({ offset: 0, limit: 10 });
    expect(requestedRange('5-', 0, 3)).toEqual({ offset: 5, limit: 0 });
    expect(requestedRange(null, 20, 10)).toEqual({ offset: 20, limit: 10 });
  });
});

describe('readSql', () => {
  it('binds every value and quotes every identifier', () => {
    const params = new Params();
    const sql = readSql({
      source: '"public"."t"',
      spec: query(`select=email&source=eq.x'); drop table t; --&order=email`),
      window: { offset: 0, limit: 10 },
      withTotal: true,
      stripNulls: false,
      params,
      column: (name) => `pgrst_relation."${name.replaceAll('"', '""')}"`,
    });
    expect(params.values).toEqual(["x'); drop table t; --"]);
    expect(sql).not.toContain('drop table');
    expect(sql).toContain('pgrst_relation."source" = $1');
  });
});
