import { describe, expect, it } from 'vitest';
import { compileRoute, matchRoute } from '../../../../../apps/sandbox/http/routing';

const handler = () => undefined;

describe('route templates', () => {
  it('matches one segment per variable and keeps custom verbs literal', () => {
    const routes = [
      compileRoute({ method: 'POST', path: '/v1beta/models/{model}:generateContent', handler }),
    ];
    expect(matchRoute(routes, 'POST', '/v1beta/models/gemini-2.5-flash:generateContent')).toMatchObject({
      kind: 'found',
      params: { model: 'gemini-2.5-flash' },
    });
    expect(matchRoute(routes, 'POST', '/v1beta/models/a/b:generateContent').kind).toBe('not-found');
  });

  it('lets a {+name} variable span the rest of the path, slashes included, for GET and HEAD', () => {
    const routes = ['GET', 'HEAD'].map((method) =>
      compileRoute({ method: method as 'GET' | 'HEAD', path: '/demo-web{+target}', handler }),
    );
    for (const method of ['GET', 'HEAD'])
      expect(matchRoute(routes, method, '/demo-web/https/www.example.com/a/b')).toMatchObject({
        kind: 'found',
        params: { target: '/https/www.example.com/a/b' },
      });
    expect(matchRoute(routes, 'GET', '/demo-web').kind).toBe('found');
    expect(matchRoute(routes, 'POST', '/demo-web/x')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'HEAD'],
    });
  });
});
