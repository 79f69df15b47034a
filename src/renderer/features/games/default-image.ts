/** Shown when a game icon fails to load (spec section 8: broken game icons fall back to defaults). */
export const DEFAULT_GAME_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#1d2f5e"/><stop offset="1" stop-color="#0f1a36"/></linearGradient></defs>' +
      '<rect width="200" height="200" rx="24" fill="url(#g)"/>' +
      '<path d="M62 82h76a26 26 0 0 1 26 26v10a26 26 0 0 1-46 17l-6-9H88l-6 9a26 26 0 0 1-46-17v-10a26 26 0 0 1 26-26z" ' +
      'fill="none" stroke="#f2c14e" stroke-width="8" stroke-linejoin="round"/>' +
      '<path d="M70 100v24M58 112h24" stroke="#f2c14e" stroke-width="8" stroke-linecap="round"/>' +
      '<circle cx="128" cy="106" r="6" fill="#f2c14e"/><circle cx="142" cy="120" r="6" fill="#f2c14e"/></svg>',
  );
