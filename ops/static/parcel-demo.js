// The partner page's loader (an external file: the site's CSP runs no inline script).
(async function () {
  const state = document.getElementById('state');
  const loadScript = function (src, integrity) {
    return new Promise(function (resolve, reject) {
      const script = document.createElement('script');
      script.src = src;
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error(src + ' failed to load'));
      };
      document.head.appendChild(script);
    });
  };
  try {
    // remotes are built without a federation runtime of their own: the page provides one
    await loadScript('/federation-runtime.js');
    const registry = await (await fetch('/registry.json', { cache: 'no-store' })).json();
    const live = registry.remotes.mf_catalogue && registry.remotes.mf_catalogue.live;
    if (!live) throw new Error('mf_catalogue has no live version');
    // the manifest's bytes must be the published ones: its file hashes are what the remote's chunks load with
    const manifest = await window.eduVerifiedManifest(live.entry, live.manifestIntegrity);
    const base = live.entry.replace(/mf-manifest\.json$/, '');
    await loadScript(base + manifest.metaData.remoteEntry.name, live.integrity);
    const container = window[manifest.metaData.globalName];
    await container.init({});
    const parcel = (await container.get('./RelatedCoursesParcel'))();
    const props = { domElement: document.getElementById('parcel'), name: 'related-courses' };
    await parcel.bootstrap(props);
    await parcel.mount(props);
    state.textContent = 'Đã gắn tiện ích phiên bản ' + live.version;
    document.getElementById('unmount').onclick = async function () {
      await parcel.unmount(props);
      state.textContent = 'Đã gỡ tiện ích';
    };
  } catch (err) {
    state.textContent = 'Không tải được tiện ích: ' + err.message;
    console.error(err);
  }
})();
