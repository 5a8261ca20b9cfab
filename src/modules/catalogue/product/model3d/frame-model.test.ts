import { Box3, Mesh, MeshStandardMaterial, Vector3, type Group } from 'three';
import { describe, expect, it } from 'vitest';
import { FRAME_COLOURS, FRAME_MATERIALS, FRAME_SHAPES, LENS_TINTS } from '../../constants';
import type { FrameVariant } from '../../model/product';
import type { FrameKind } from '../../images/frame-layout';
import { disposeModel, frameModel } from './frame-model';

const variant: FrameVariant = {
  id: '1001-1',
  colour: 'blue',
  size: 'M',
  lensWidth: 52,
  lensHeight: 38,
  bridge: 18,
  templeLength: 145,
  totalWidth: 138,
};
const acetate: FrameKind = { shape: 'rectangular', material: 'acetate' };

const size = (group: Group) => new Box3().setFromObject(group).getSize(new Vector3());

function mesh(group: Group, name: string): Mesh & { material: MeshStandardMaterial } {
  const found = group.getObjectByName(name);
  if (!(found instanceof Mesh)) throw new Error(`no mesh ${name}`);
  return found as Mesh & { material: MeshStandardMaterial };
}

describe('frameModel', () => {
  it('is as wide as the total width', () => {
    for (const totalWidth of [124, 138, 150]) {
      const width = size(frameModel(acetate, { ...variant, totalWidth })).x;
      expect(Math.abs(width - totalWidth)).toBeLessThan(1);
    }
  });

  it('grows in depth with the temple length', () => {
    const short = size(frameModel(acetate, { ...variant, templeLength: 135 })).z;
    const long = size(frameModel(acetate, { ...variant, templeLength: 150 })).z;
    expect(long - short).toBeGreaterThan(10);
    expect(short).toBeGreaterThan(0.9 * 135);
  });

  it('paints the rims in the variant colour', () => {
    const group = frameModel(acetate, variant);
    for (const name of ['rim-left', 'rim-right', 'temple-left', 'bridge']) {
      expect(`#${mesh(group, name).material.color.getHexString()}`).toBe(FRAME_COLOURS.blue);
    }
  });

  it('has translucent lenses, tinted for sunglasses', () => {
    const clear = mesh(frameModel(acetate, variant), 'lens-left').material;
    const tinted = mesh(frameModel(acetate, { ...variant, tint: 'green' }), 'lens-right').material;
    for (const material of [clear, tinted]) {
      expect(material.transparent).toBe(true);
      expect(material.opacity).toBeLessThan(1);
    }
    expect(`#${tinted.color.getHexString()}`).toBe(LENS_TINTS.green);
    expect(tinted.opacity).toBeGreaterThan(clear.opacity);
  });

  it('builds every shape and material without invalid positions, and is mirrored', () => {
    for (const shape of FRAME_SHAPES) {
      for (const material of FRAME_MATERIALS) {
        const group = frameModel({ shape, material }, variant);
        group.traverse((object) => {
          if (!(object instanceof Mesh)) return;
          const values = object.geometry.getAttribute('position').array as Float32Array;
          expect(values.length).toBeGreaterThan(0);
          expect(values.every(Number.isFinite), `${shape} ${material} ${object.name}`).toBe(true);
        });
        const box = new Box3().setFromObject(group);
        expect(Math.abs(box.min.x + box.max.x)).toBeLessThan(0.01);
        disposeModel(group);
      }
    }
  });

  it('rejects measurements the images reject', () => {
    expect(() => frameModel(acetate, { ...variant, lensWidth: Number.NaN })).toThrow(RangeError);
  });
});
