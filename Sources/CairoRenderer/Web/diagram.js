"use strict";
(() => {
  const D = DIAGRAM, V = D.vertical, svg = document.getElementById("diagram");
  const NS = "http://www.w3.org/2000/svg";
  const KINDS = ["cell", "header", "footer"];
  const n = D.elements.length / 9;
  // A compositional layout's pinned boundary items, by element, and its views' ids.
  const pins = new Map((D.pins || []).map(p => [p[0], p]));
  const names = D.names || {};
  const els = [];
  const labelBoxes = [];
  for (let i = 0; i < n; i++) {
    const k = D.elements[9 * i], s = D.elements[9 * i + 1], item = D.elements[9 * i + 2];
    const id = k === 0 ? "cell-" + s + "-" + item : names[i] || KINDS[k] + "-" + s;
    const f = D.elements.slice(9 * i + 3, 9 * i + 7);
    // Whether a scroll effect moves it, and the zIndex it is raised to: the engine's rule
    // (ScrollEffect.affects and raisedZIndex), given as data.
    const z = D.elements[9 * i + 7], affected = D.elements[9 * i + 8] === 1;
    const label = document.getElementById("label-" + id);
    const box = label && label.dataset.box ? label.dataset.box.split(" ").map(Number) : null;
    els.push({ id, k, s, item, f, affected, z, index: i, pin: pins.get(i) || null, g: document.getElementById(id),
      ghost: document.getElementById("ghost-" + id), label, box,
      state: { dx: 0, dy: 0, alpha: 1, visible: null, ghost: false, veiled: false, hidden: false } });
  }
  const raised = els.filter(e => e.affected && e.k !== 0);
  // Every element's frame, zIndex and alpha as data- attributes (updated as it moves).
  for (const e of els) {
    if (!e.g) continue;
    e.g.setAttribute("data-width", String(e.f[2]));
    e.g.setAttribute("data-height", String(e.f[3]));
    e.g.setAttribute("data-z-index", String(e.z));
  }

  const minMain = r => V ? r[1] : r[0];
  const maxMain = r => V ? r[1] + r[3] : r[0] + r[2];
  const mainLength = r => V ? r[3] : r[2];
  const setMinMain = (r, v) => { if (V) r[1] = v; else r[0] = v; };
  const insetStart = i => V ? i[0] : i[1];
  const insetEnd = i => V ? i[2] : i[3];

  // ScrollEffect.apply, effect by effect, each seeing the previous one's output.
  // Right to left and horizontal: effects run in the left-to-right frame.
  const M = D.mirror;
  const mirrored = r => [M - r[0] - r[2], r[1], r[2], r[3]];
  function effected(e, shownViewport) {
    const vp = M === null ? shownViewport : mirrored(shownViewport);
    const a = { f: M === null ? e.f.slice() : mirrored(e.f), z: e.z, alpha: 1 };
    if (e.pin) {
      // CompositionalSolution.pinned: a start band stays below the viewport's start, an end band
      // above its end, within the section's limits.
      const length = mainLength(a.f), natural = minMain(a.f);
      setMinMain(a.f, e.pin[1] === 0 ? Math.min(Math.max(minMain(vp), natural), e.pin[3] - length)
        : Math.max(Math.min(maxMain(vp) - length, natural), e.pin[2]));
      if (M !== null) a.f = mirrored(a.f);
      return a;
    }
    const section = D.sections[e.s];
    for (const eff of section.effects) {
      switch (eff[0]) {
        case "pinnedHeader": {
          if (e.k !== 1) break;
          const length = mainLength(a.f);
          setMinMain(a.f, Math.min(Math.max(minMain(vp), minMain(section.frame)), maxMain(section.frame) - length));
          break;
        }
        case "pinnedHeaderPushed": {
          if (e.k !== 1) break;
          const length = mainLength(a.f);
          setMinMain(a.f, Math.min(Math.max(minMain(vp), minMain(section.frame)), eff[1] - length));
          break;
        }
        case "stickyHeader": {
          if (e.k !== 1) break;
          const cells = eff[1];
          if (cells) {
            const length = mainLength(a.f);
            setMinMain(a.f, Math.max(minMain(cells) - length - insetStart(eff[2]),
              Math.min(maxMain(cells) - length, minMain(vp))));
          }
          break;
        }
        case "stickyFooter": {
          if (e.k !== 2) break;
          const cells = eff[1];
          if (cells) {
            const length = mainLength(a.f);
            setMinMain(a.f, Math.max(minMain(cells) - insetStart(eff[2]),
              Math.min(maxMain(cells) + insetEnd(eff[2]), maxMain(vp) - length)));
          }
          break;
        }
        case "elastic": {
          if (e.k !== 0) break;
          const spacing = eff[1], span = eff[2];
          const p = (maxMain(vp) - minMain(a.f) - span) / span;
          const t = Math.max(0, Math.min(1 - p, 1));
          setMinMain(a.f, minMain(a.f) + spacing * (t * t * t * t));
          break;
        }
        case "fade": {
          if (e.k !== 0) break;
          const alpha = (vp[1] + vp[3] - a.f[1]) / eff[1];
          a.alpha = Math.max(0, Math.min(alpha, 1));
          break;
        }
      }
    }
    if (M !== null) a.f = mirrored(a.f);
    return a;
  }
  const intersects = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

  const slider = document.getElementById("offset");
  const shown = document.getElementById("offset-value");
  slider.min = D.range[0];
  slider.max = D.range[1];
  const veil = document.querySelector("#veil path");
  const frame = document.querySelector("#viewport-frame rect");
  const frame0 = frame ? [+frame.getAttribute("x"), +frame.getAttribute("y")] : null;
  const [ox, oy] = D.origin;
  const canvas = svg.viewBox.baseVal;
  let current = null;

  function set(g, name, value) { if (g && g.getAttribute(name) !== value) g.setAttribute(name, value); }

  function update(offset) {
    offset = Math.min(Math.max(offset, D.range[0]), D.range[1]);
    const vp = V ? [D.offset[0], offset, D.container[0], D.container[1]]
                 : [offset, D.offset[1], D.container[0], D.container[1]];
    current = vp;
    shown.value = String(Math.round(offset * 100) / 100);
    // Veil and frame.
    const vx = vp[0] + ox, vy = vp[1] + oy;
    if (veil) {
      const w = canvas.width / D.scale, h = canvas.height / D.scale;
      veil.setAttribute("d", "M 0 0 h " + w + " v " + h + " h " + (-w) + " Z M " + vx + " " + vy
        + " h " + vp[2] + " v " + vp[3] + " h " + (-vp[2]) + " Z");
    }
    if (frame) frame.setAttribute("transform", "translate(" + (vx - 1 - frame0[0]) + " " + (vy - 1 - frame0[1]) + ")");
    // Elements: effects applied to those that end up visible (as render --format json's
    // `visible` list); the others stay at their laid-out place.
    for (const e of els) {
      // An element of no area is not drawn: it has no group to move (and g was null here).
      if (!e.g) continue;
      let a = e.affected ? effected(e, vp) : null;
      const visible = intersects(a ? a.f : e.f, vp);
      if (!visible) a = null;
      const f = a ? a.f : e.f;
      const st = e.state;
      const dx = f[0] - e.f[0], dy = f[1] - e.f[1], alpha = a ? a.alpha : 1;
      if (st.dx !== dx || st.dy !== dy || st.visible !== visible || st.alpha !== alpha) {
        const g = e.g;
        set(g, "data-x", String(f[0]));
        set(g, "data-y", String(f[1]));
        set(g, "data-alpha", String(alpha));
        set(g, "data-visible", visible ? "1" : "0");
        if (a) set(g, "data-z-index", String(a.z));
        const move = dx !== 0 || dy !== 0 ? "translate(" + dx + " " + dy + ")" : null;
        for (const node of [g, e.label]) {
          if (!node) continue;
          if (move) node.setAttribute("transform", move); else node.removeAttribute("transform");
        }
        if (alpha !== 1) g.setAttribute("opacity", String(alpha)); else g.removeAttribute("opacity");
        const ghost = a !== null && (dx !== 0 || dy !== 0 || alpha !== 1);
        if (e.ghost && ghost !== st.ghost) {
          if (ghost) e.ghost.removeAttribute("display"); else e.ghost.setAttribute("display", "none");
        }
        Object.assign(st, { dx, dy, alpha, visible, ghost });
      }
    }
    // Labels: veiled outside the viewport, left out under a raised header or footer.
    const covers = raised.filter(r => r.state.visible).map(r => [r.f[0] + r.state.dx + ox, r.f[1] + r.state.dy + oy, r.f[2], r.f[3], r]);
    for (const e of els) {
      if (!e.label || !e.box) continue;
      const st = e.state;
      const b = [e.box[0] + st.dx, e.box[1] + st.dy, e.box[2], e.box[3]];
      const cx = b[0] + b[2] / 2 - ox, cy = b[1] + b[3] / 2 - oy;
      const veiled = cx < vp[0] || cx > vp[0] + vp[2] || cy < vp[1] || cy > vp[1] + vp[3];
      const hidden = covers.some(c => (c[4].z > e.z || (c[4].z === e.z && c[4].index > e.index)) && intersects(c, b));
      if (veiled !== st.veiled || hidden !== st.hidden || st.labelAlpha !== st.alpha) {
        const o = hidden ? 0 : st.alpha * (veiled ? 0.3 : 1);
        if (o !== 1) e.label.setAttribute("opacity", String(o)); else e.label.removeAttribute("opacity");
        Object.assign(st, { veiled, hidden, labelAlpha: st.alpha });
      }
    }
  }

  function describe(e) {
    const g = e.g, d = g.dataset;
    const name = e.k === 0 ? "cell " + e.s + "." + e.item : names[e.index] || KINDS[e.k] + " " + e.s;
    return name + "\nframe x " + d.x + "  y " + d.y + "  w " + e.f[2] + "  h " + e.f[3]
      + "\nlaid out at x " + e.f[0] + "  y " + e.f[1]
      + "\nzIndex " + (d.zIndex || "0") + "  alpha " + (d.alpha || "1")
      + (d.visible === "1" ? "\nvisible in the viewport" : "\noutside the viewport");
  }
  const byId = new Map(els.map(e => [e.id, e]));
  const info = document.getElementById("info");
  function inspect(event) {
    let node = event.target;
    while (node && node !== svg && !(node.id && byId.has(node.id.replace(/^label-/, "")))) node = node.parentNode;
    if (!node || node === svg) return;
    const e = byId.get(node.id.replace(/^label-/, ""));
    info.textContent = describe(e);
    info.dataset.element = e.id;
  }
  svg.addEventListener("pointerover", inspect);
  svg.addEventListener("mouseover", inspect);
  svg.addEventListener("click", inspect);

  slider.addEventListener("input", () => update(Number(slider.value)));
  svg.addEventListener("wheel", event => {
    if (!current) return;
    const r = svg.getBoundingClientRect();
    const k = r.width / (canvas.width / D.scale);
    const x = (event.clientX - r.left) / k - ox, y = (event.clientY - r.top) / k - oy;
    if (x < current[0] || x > current[0] + current[2] || y < current[1] || y > current[1] + current[3]) return;
    event.preventDefault();
    const delta = V ? (event.deltaY || event.deltaX) : (event.deltaX || event.deltaY);
    slider.value = String(Math.min(Math.max(Number(slider.value) + delta, D.range[0]), D.range[1]));
    update(Number(slider.value));
  }, { passive: false });
  document.getElementById("show-guides").addEventListener("change", ev => svg.classList.toggle("hide-guides", !ev.target.checked));
  document.getElementById("show-labels").addEventListener("change", ev => svg.classList.toggle("hide-labels", !ev.target.checked));
  const theme = document.getElementById("theme");
  function applyTheme() {
    for (const t of ["light", "dark"]) {
      svg.classList.toggle(t, theme.value === t);
      document.body.classList.toggle(t, theme.value === t);
    }
  }
  theme.addEventListener("change", applyTheme);
  applyTheme();
  const start = V ? D.offset[1] : D.offset[0];
  slider.value = String(Math.min(Math.max(start, D.range[0]), D.range[1]));
  update(Number(slider.value));
  window.diagram = { update, effected: i => effected(els[i], current) };
})();
