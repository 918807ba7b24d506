// Writes the home page's hero pictures (public/images/home-hero-*.{avif,webp}) from the SVG
// drawings beside this file, at 1× and 2× of the size the page shows them. Run it after
// changing a drawing; the pictures are committed, so the build needs no image tools:
//
//   npm install --prefix /tmp/hero-sharp sharp@0.34.5
//   node apps/site/art/make-hero-images.mjs /tmp/hero-sharp
//
// sharp is not a dependency of the site: the build would then download libvips for nothing.
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const sharpDir = process.argv[2];
if (!sharpDir) throw new Error('Name the folder where sharp is installed (see above)');
const sharp = createRequire(join(sharpDir, 'package.json'))('sharp');

const here = import.meta.dirname;
const out = join(here, '..', 'public', 'images');

/** Each drawing and the CSS size the page shows it at (HOME_HERO in app/routes/home.tsx). */
const PICTURES = [
  { source: 'home-hero.svg', name: 'home-hero-desktop', width: 480, height: 360 },
  { source: 'home-hero-mobile.svg', name: 'home-hero-mobile', width: 360, height: 135 },
];

for (const { source, name, width, height } of PICTURES) {
  const svg = await readFile(join(here, source));
  for (const scale of [1, 2]) {
    const image = sharp(svg, { density: 72 * scale * 2 }).resize(width * scale, height * scale);
    for (const [format, options] of [
      ['avif', { quality: 55, effort: 9 }],
      ['webp', { quality: 80, effort: 6 }],
    ]) {
      const file = join(out, `${name}-${scale}x.${format}`);
      await image.clone()[format](options).toFile(file);
      console.log(file, (await stat(file)).size, 'bytes');
    }
  }
}
