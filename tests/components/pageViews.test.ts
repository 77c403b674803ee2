import { describe, expect, it } from 'vitest';
import { pageViewRequestSchema } from '../../src/api/contract/admin';
import { mayCountPageViews, routePatternOf } from '../../src/app/pageViews';
import { PAGE_ROUTES } from '../../src/app/routes';

/** What the client reports: the route pattern of the page shown, never its ids. */
describe('page view reports', () => {
  it('reports a page as its route pattern', () => {
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/class/trooper')).toBe('/class/:slug');
    expect(routePatternOf('/build-viewer/AbC123')).toBe('/build-viewer/:buildId');
    expect(routePatternOf('/build-viewer')).toBe('/build-viewer');
    expect(routePatternOf('/user/Chani')).toBe('/user/:username');
    expect(routePatternOf('/privacy/')).toBe('/privacy');
  });

  it('reports nothing for a path that is no page (the 404 page)', () => {
    expect(routePatternOf('/wp-admin')).toBeNull();
    expect(routePatternOf('/class/trooper/extra')).toBeNull();
  });

  it('reports only patterns the server’s contract accepts', () => {
    for (const { path: route } of PAGE_ROUTES) {
      if (route === '*') continue;
      expect(pageViewRequestSchema.safeParse({ page: route }).success, route).toBe(true);
    }
  });

  it('does not count a browser that sends Do Not Track or Global Privacy Control', () => {
    expect(mayCountPageViews({})).toBe(true);
    expect(mayCountPageViews({ doNotTrack: '0' })).toBe(true);
    expect(mayCountPageViews({ doNotTrack: null, globalPrivacyControl: false })).toBe(true);
    expect(mayCountPageViews({ doNotTrack: '1' })).toBe(false);
    expect(mayCountPageViews({ globalPrivacyControl: true })).toBe(false);
  });
});
