async ({ fonts, permissions, workerWait }) => {
  // What one global (a window or a worker) tells a site about the browser. Self-contained:
  // its source is also the body of the dedicated worker below. A value it cannot read is
  // null, with why under `unavailable`.
  const probe = async (g, fonts, permissions) => {
    const unavailable = {};
    const read = (name, how) => {
      try {
        const value = how();
        if (value === undefined) {
          unavailable[name] = "not defined here";
          return null;
        }
        return value;
      } catch (error) {
        unavailable[name] = `${error.name}: ${error.message}`;
        return null;
      }
    };
    const hash = (text) => {
      // FNV-1a, 32 bits: enough to tell two images apart, and the same in every context.
      let h = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
      }
      return h.toString(16).padStart(8, "0");
    };
    const nav = g.navigator;
    const inWindow = typeof g.document !== "undefined";
    const surface = {
      user_agent: read("user_agent", () => nav.userAgent),
      platform: read("platform", () => nav.platform),
      oscpu: read("oscpu", () => nav.oscpu),
      app_version: read("app_version", () => nav.appVersion),
      vendor: read("vendor", () => nav.vendor),
      language: read("language", () => nav.language),
      languages: read("languages", () => {
        const tags = [];
        for (let i = 0; i < nav.languages.length; i++) tags.push(nav.languages[i]);
        return tags;
      }),
      hardware_concurrency: read("hardware_concurrency", () => nav.hardwareConcurrency),
      max_touch_points: read("max_touch_points", () => nav.maxTouchPoints),
      webdriver: read("webdriver", () => nav.webdriver),
      pdf_viewer_enabled: read("pdf_viewer_enabled", () => nav.pdfViewerEnabled),
    };
    const now = new g.Date();
    surface.timezone = {
      name: read("timezone.name", () => new g.Intl.DateTimeFormat().resolvedOptions().timeZone),
      offset_minutes: read("timezone.offset_minutes", () => 0 - now.getTimezoneOffset() || 0),
      at: now.getTime(),
    };
    surface.locale = {
      datetime: read("locale.datetime", () => new g.Intl.DateTimeFormat().resolvedOptions().locale),
      number: read("locale.number", () => new g.Intl.NumberFormat().resolvedOptions().locale),
      number_sample: read("locale.number_sample", () => (1234567.891).toLocaleString()),
    };
    if (inWindow) {
      const s = g.screen;
      surface.screen = {
        width: s.width,
        height: s.height,
        avail_width: s.availWidth,
        avail_height: s.availHeight,
        color_depth: s.colorDepth,
      };
      surface.device_pixel_ratio = g.devicePixelRatio;
      surface.window = {
        inner_width: g.innerWidth,
        inner_height: g.innerHeight,
        outer_width: g.outerWidth,
        outer_height: g.outerHeight,
      };
    } else {
      surface.screen = null;
      surface.device_pixel_ratio = null;
      surface.window = null;
      unavailable.screen = "a worker has no screen";
      unavailable.device_pixel_ratio = "a worker has no window";
      unavailable.window = "a worker has no window";
    }
    const canvas = (w, h) =>
      inWindow
        ? Object.assign(g.document.createElement("canvas"), { width: w, height: h })
        : new g.OffscreenCanvas(w, h);
    // WebGL: what the page reads plainly, and what WEBGL_debug_renderer_info unmasks.
    surface.webgl = read("webgl", () => {
      const gl = canvas(16, 16).getContext("webgl");
      if (!gl) throw { name: "Unavailable", message: "getContext('webgl') gave null" };
      const info = gl.getExtension("WEBGL_debug_renderer_info");
      if (!info) unavailable["webgl.unmasked"] = "no WEBGL_debug_renderer_info extension";
      return {
        vendor: gl.getParameter(gl.VENDOR),
        renderer: gl.getParameter(gl.RENDERER),
        unmasked_vendor: info ? gl.getParameter(info.UNMASKED_VENDOR_WEBGL) : null,
        unmasked_renderer: info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : null,
      };
    });
    // Canvas: text, an emoji and a gradient, the usual fingerprinting drawing.
    surface.canvas_hash = read("canvas_hash", () => {
      const c = canvas(240, 60);
      const ctx = c.getContext("2d");
      const gradient = ctx.createLinearGradient(0, 0, 240, 0);
      gradient.addColorStop(0, "#f60");
      gradient.addColorStop(1, "#069");
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 240, 60);
      ctx.font = "18px sans-serif";
      ctx.fillStyle = "#fff";
      ctx.fillText("Camoufox identity \u{1F98A} 1.0", 4, 36);
      const pixels = ctx.getImageData(0, 0, 240, 60).data;
      let text = "";
      for (let i = 0; i < pixels.length; i += 7) text += String.fromCharCode(pixels[i]);
      return hash(text);
    });
    // Audio: an oscillator through a compressor, rendered offline.
    const Offline = g.OfflineAudioContext;
    if (Offline) {
      try {
        const context = new Offline(1, 4410, 44100);
        const oscillator = context.createOscillator();
        oscillator.type = "triangle";
        oscillator.frequency.value = 10000;
        const compressor = context.createDynamicsCompressor();
        oscillator.connect(compressor);
        compressor.connect(context.destination);
        oscillator.start(0);
        const samples = (await context.startRendering()).getChannelData(0);
        let text = "";
        for (let i = 0; i < samples.length; i += 3) text += samples[i].toFixed(6);
        surface.audio_hash = hash(text);
      } catch (error) {
        surface.audio_hash = null;
        unavailable.audio_hash = `${error.name}: ${error.message}`;
      }
    } else {
      surface.audio_hash = null;
      unavailable.audio_hash = "no OfflineAudioContext here";
    }
    // Fonts: a family is present when text in it is not as wide as in every fallback.
    surface.fonts = read("fonts", () => {
      const ctx = canvas(8, 8).getContext("2d");
      const sample = "mmmmmmmmmmlli10OW@";
      const width = (font) => {
        ctx.font = font;
        return ctx.measureText(sample).width;
      };
      const bases = ["monospace", "serif", "sans-serif"].map((b) => [b, width(`64px ${b}`)]);
      return fonts.filter((family) =>
        bases.some(([base, w]) => width(`64px "${family}", ${base}`) !== w),
      );
    });
    // Media devices and permissions: promise-based, read where they exist.
    const devices = nav.mediaDevices;
    // Firefox answers enumerateDevices() only once the page has focus: a page behind
    // another would wait for it (measured), so it is not asked.
    const unfocused = inWindow && !g.top.document.hasFocus();
    if (devices && devices.enumerateDevices && unfocused) {
      surface.media_devices = null;
      unavailable.media_devices =
        "the page does not have focus: Firefox answers enumerateDevices() only to a focused page";
    } else if (devices && devices.enumerateDevices) {
      try {
        const counts = { audioinput: 0, audiooutput: 0, videoinput: 0 };
        for (const device of await devices.enumerateDevices()) counts[device.kind] += 1;
        surface.media_devices = counts;
      } catch (error) {
        surface.media_devices = null;
        unavailable.media_devices = `${error.name}: ${error.message}`;
      }
    } else {
      surface.media_devices = null;
      unavailable.media_devices = inWindow
        ? "navigator.mediaDevices is undefined (not a secure context)"
        : "a worker has no navigator.mediaDevices";
    }
    if (nav.permissions) {
      surface.permissions = {};
      for (const name of permissions) {
        try {
          surface.permissions[name] = (await nav.permissions.query({ name })).state;
        } catch (error) {
          surface.permissions[name] = null;
          unavailable[`permissions.${name}`] = `${error.name}: ${error.message}`;
        }
      }
    } else {
      surface.permissions = null;
      unavailable.permissions = "no navigator.permissions here";
    }
    surface.unavailable = unavailable;
    return surface;
  };

  const gone = (why) => ({ unavailable: why });
  const page = await probe(window, fonts, permissions);

  // A same-origin iframe, made and removed here: a window of its own, as a site may use.
  let iframe;
  const frame = document.createElement("iframe");
  frame.style.cssText = "position:absolute;width:1px;height:1px;border:0;left:-10px;top:-10px";
  try {
    (document.body || document.documentElement).appendChild(frame);
    const inner = frame.contentWindow;
    iframe = inner ? await probe(inner, fonts, permissions) : gone("the iframe has no window");
  } catch (error) {
    iframe = gone(`${error.name}: ${error.message}`);
  } finally {
    frame.remove();
  }

  // A dedicated worker from a blob: URL, running the same probe.
  let refused = null; // the page's Content-Security-Policy, when it blocks the worker
  const onViolation = (event) => {
    if (String(event.blockedURI).startsWith("blob")) {
      refused = `the page's Content-Security-Policy blocks a blob: worker (${event.effectiveDirective})`;
    }
  };
  document.addEventListener("securitypolicyviolation", onViolation);
  const worker = await new Promise((resolve) => {
    let url;
    let running;
    const done = (value) => {
      document.removeEventListener("securitypolicyviolation", onViolation);
      clearTimeout(timer);
      if (running) running.terminate();
      if (url) URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(
      () => done(gone(`the worker did not answer within ${workerWait} ms`)),
      workerWait,
    );
    try {
      // The lists go by postMessage (a structured clone): the page may have replaced JSON.
      const body = `onmessage = (e) => (${probe})(self, e.data.fonts, e.data.permissions)
        .then((r) => postMessage(r), (e) => postMessage({ failed: String(e) }));`;
      url = URL.createObjectURL(new Blob([body], { type: "text/javascript" }));
      running = new Worker(url);
      running.postMessage({ fonts, permissions });
      running.onmessage = (event) =>
        done(event.data.failed ? gone(event.data.failed) : event.data);
      running.onerror = (event) => {
        event.preventDefault();
        // The violation event comes first, in the same task, when the policy refused it.
        setTimeout(() => done(gone(refused || `the worker failed: ${event.message || "an error event"}`)), 0);
      };
    } catch (error) {
      done(gone(`${error.name}: ${error.message}`));
    }
  });
  return { page, iframe, worker, url: location.href };
};
