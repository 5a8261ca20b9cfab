import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const human = vi.hoisted(() => ({
  loaded: [] as string[],
  load: vi.fn<() => Promise<void>>(),
  face: undefined as { box: number[]; mesh: number[][] } | undefined,
}));

// Human's Node build needs tfjs-node: the tracker's own logic is tested against a stand-in.
vi.mock('@vladmandic/human', () => ({
  Human: class {
    models = { loaded: () => human.loaded };
    load = human.load;
    detect = async () => ({ face: human.face ? [human.face] : [] });
  },
}));

/** The tracker module afresh: it keeps one Human per page. */
const trackerModule = () => import('./face-tracker');
const picture = {} as HTMLImageElement;

describe('loadFaceTracker', () => {
  beforeEach(() => {
    vi.resetModules();
    human.loaded = ['blazeface', 'facemesh', 'iris'];
    human.load.mockResolvedValue(undefined);
    human.face = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it("gives the mesh with its depth in the picture's pixels", async () => {
    const { loadFaceTracker } = await trackerModule();
    // A 384-pixel crop seen by the 192-pixel mesh model: depth units are 2 pixels.
    human.face = { box: [100, 80, 384, 384], mesh: [[200, 150, -10]] };
    const tracker = await loadFaceTracker();
    expect(await tracker.detect(picture)).toEqual([[200, 150, -20]]);
  });

  it('has no mesh without a face', async () => {
    const { loadFaceTracker } = await trackerModule();
    expect(await (await loadFaceTracker()).detect(picture)).toBeUndefined();
  });

  it('fails with ModelLoadError when a model is missing, and loads again next time', async () => {
    const { loadFaceTracker, ModelLoadError } = await trackerModule();
    human.loaded = ['blazeface', 'facemesh'];
    await expect(loadFaceTracker()).rejects.toBeInstanceOf(ModelLoadError);
    human.loaded = ['blazeface', 'facemesh', 'iris'];
    await expect(loadFaceTracker()).resolves.toBeDefined();
  });

  it('fails with ModelLoadError when the models do not load in time', async () => {
    vi.useFakeTimers();
    const { loadFaceTracker, ModelLoadError } = await trackerModule();
    human.load.mockReturnValue(new Promise(() => undefined));
    const attempt = expect(loadFaceTracker()).rejects.toBeInstanceOf(ModelLoadError);
    await vi.advanceTimersByTimeAsync(30_000);
    await attempt;
  });
});
