'use strict';
(function () {
  const NS = 'http://www.w3.org/2000/svg';
  function boxOf(li, name) {
    const v = li.dataset[name];
    return v ? v.split(' ').map(Number) : null;
  }
  function draw(svg, box, cls) {
    if (!box) return;
    const r = document.createElementNS(NS, 'rect');
    r.setAttribute('x', box[0]); r.setAttribute('y', box[1]);
    r.setAttribute('width', Math.max(box[2], 1)); r.setAttribute('height', Math.max(box[3], 1));
    r.setAttribute('class', cls);
    svg.appendChild(r);
  }
  function highlight(section, li) {
    section.querySelectorAll('svg.marks').forEach(svg => { svg.textContent = ''; });
    section.querySelectorAll('li.change.highlighted').forEach(x => x.classList.remove('highlighted'));
    if (!li) return;
    li.classList.add('highlighted');
    const before = boxOf(li, 'before'), after = boxOf(li, 'after');
    section.querySelectorAll('svg.marks').forEach(svg => {
      const role = svg.dataset.role;
      if (role === 'expected' || role === 'diff' || role === 'stage') draw(svg, before, 'before');
      if (role === 'actual' || role === 'diff' || role === 'stage') draw(svg, after, 'after');
    });
  }
  document.querySelectorAll('section.spec').forEach(section => {
    section.querySelectorAll('li.change').forEach(li => {
      li.addEventListener('mouseenter', () => highlight(section, li));
      li.addEventListener('mouseleave', () => highlight(section, null));
    });
    const compare = section.querySelector('.compare');
    if (compare) {
      const stage = compare.querySelector('.stage');
      const over = stage.querySelector('.over');
      const slider = compare.querySelector('.slider');
      let timer = null;
      const setSlider = () => { over.style.clipPath = 'inset(0 ' + (100 - Number(slider.value)) + '% 0 0)'; };
      slider.addEventListener('input', setSlider);
      compare.querySelectorAll('input[type=radio]').forEach(radio => {
        radio.addEventListener('change', () => {
          if (!radio.checked) return;
          compare.dataset.mode = radio.value;
          if (timer) { clearInterval(timer); timer = null; }
          if (radio.value === 'blink') {
            over.style.clipPath = 'none';
            stage.dataset.showing = 'actual';
            timer = setInterval(() => {
              stage.dataset.showing = stage.dataset.showing === 'actual' ? 'expected' : 'actual';
            }, 600);
          } else {
            stage.dataset.showing = 'both';
            setSlider();
          }
        });
      });
    }
    const copy = section.querySelector('.accept button');
    if (copy) {
      copy.addEventListener('click', () => {
        const text = section.querySelector('.accept code').textContent;
        if (navigator.clipboard) navigator.clipboard.writeText(text).then(
          () => { copy.textContent = 'Copied'; }, () => { copy.textContent = 'Select and copy'; });
      });
    }
  });
})();
