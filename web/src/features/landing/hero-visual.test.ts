import { loadsSceneWhenIdle } from './hero-visual';

describe('loadsSceneWhenIdle', () => {
  it('loads the 3D scene on its own only where the device can afford it', () => {
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 8, deviceMemory: 8 })).toBe(true);
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 4 })).toBe(true); // memory unknown (Safari, Firefox)
  });

  it('waits for the visitor on few cores, little memory, Save-Data or 2G', () => {
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 2, deviceMemory: 8 })).toBe(false);
    expect(loadsSceneWhenIdle({})).toBe(false);
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 8, deviceMemory: 2 })).toBe(false);
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 8, connection: { saveData: true } })).toBe(false);
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 8, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 8, connection: { effectiveType: '2g' } })).toBe(false);
    expect(loadsSceneWhenIdle({ hardwareConcurrency: 8, connection: { effectiveType: '4g' } })).toBe(true);
  });
});
