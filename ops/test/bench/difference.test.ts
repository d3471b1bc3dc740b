import { aboveFloor, difference, partOf } from '../../src/bench/difference';

describe('where MF’s extra first-load bytes go', () => {
  it.each([
    ['/main.a0d222431c.js', 'entry file (runtime)'],
    ['/remotes/mf_catalogue/1.0.0-8e5d6d362e/remoteEntry.js', 'remote entries'],
    ['/remotes/mf_catalogue/1.0.0-8e5d6d362e/__federation_expose_HomePage.c9f9fb5914.js', 'libraries and app code'],
    ['/262.bc25fc4ebd.js', 'libraries and app code'],
    ['/api-client.2b95f59ed8.js', 'libraries and app code'],
    ['/federation-runtime.js', 'libraries and app code'],
  ])('%s → %s', (file, part) => {
    expect(partOf(file)).toBe(part);
  });

  it('sums each build by part, with the total, in KB as served', () => {
    const mf = [
      { path: '/main.aa.js', bytes: 23_552 },
      { path: '/remotes/mf_content/1.0.0/remoteEntry.js', bytes: 10_240 },
      { path: '/262.bb.js', bytes: 51_200 },
    ];
    const monolith = [
      { path: '/main.cc.js', bytes: 3_072 },
      { path: '/4732.dd.js', bytes: 46_080 },
    ];
    expect(difference(mf, monolith)).toEqual([
      { part: 'entry file (runtime)', 'MF KB': 23, 'monolith KB': 3, 'MF − monolith KB': 20 },
      { part: 'remote entries', 'MF KB': 10, 'monolith KB': 0, 'MF − monolith KB': 10 },
      { part: 'libraries and app code', 'MF KB': 50, 'monolith KB': 45, 'MF − monolith KB': 5 },
      { part: 'total', 'MF KB': 83, 'monolith KB': 48, 'MF − monolith KB': 35 },
    ]);
  });

  it('takes the runtime files off MF − monolith: what is left is the remote entries and the extra libraries, against the budget', () => {
    const mf = [
      { path: '/main.aa.js', bytes: 23_552 },
      { path: '/remotes/mf_catalogue/1.0.0/remoteEntry.js', bytes: 2_048 },
      { path: '/262.bb.js', bytes: 51_712 },
    ];
    const monolith = [
      { path: '/main.cc.js', bytes: 3_072 },
      { path: '/4732.dd.js', bytes: 49_152 },
    ];
    expect(aboveFloor('home', mf, monolith, 5)).toEqual({
      page: 'home',
      'MF KB': 75.5,
      'monolith KB': 51,
      'runtime files KB': 20,
      'remote entries KB': 2,
      'libraries and app code KB': 2.5,
      'above the floor KB': 4.5,
      budget: '✓',
    });
    // one more kilobyte of remote entry: over the budget
    mf[1]!.bytes += 1_024;
    expect(aboveFloor('home', mf, monolith, 5)).toMatchObject({ 'above the floor KB': 5.5, budget: '✗' });
  });
});
