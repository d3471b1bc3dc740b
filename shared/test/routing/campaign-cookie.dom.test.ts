/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { applyCampaignCookie } from '../../src/routing/campaign-cookie';

describe('applyCampaignCookie', () => {
  beforeEach(() => {
    Cookies.remove('up', { path: '/' });
    jest.restoreAllMocks();
  });

  it('writes the up cookie from utm parameters', () => {
    applyCampaignCookie(new URLSearchParams('utm_source=fb&utm_campaign=x'), 'localhost');
    expect(Cookies.get('up')).toBe('ZmIueA==');
  });

  it('scopes the cookie to the parent domain', () => {
    const set = jest.spyOn(Cookies, 'set');
    applyCampaignCookie({ utm_source: 'fb', utm_campaign: 'x' }, 'www.khoahoc.vn');
    expect(set).toHaveBeenCalledWith('up', 'ZmIueA==', expect.objectContaining({ domain: '.khoahoc.vn' }));
  });

  it('leaves an existing cookie alone when the query has no campaign', () => {
    Cookies.set('up', 'old');
    expect(applyCampaignCookie({ page: '2' }, 'localhost')).toBeNull();
    expect(Cookies.get('up')).toBe('old');
  });
});
