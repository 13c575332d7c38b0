import type { StoredImage } from '../../images/ports';
import { imageItem, toStoredImage } from './image.entity';

const image: StoredImage = {
  id: '01JD0000000000000000000001',
  prompt: 'Um bolo',
  format: 'square',
  style: null,
  width: 1024,
  height: 1024,
  seed: 7,
  renderer: 'offline',
  objectKey: 'users/ana/images/01JD0000000000000000000001.png',
  operationId: 'op-1',
  createdAt: '2026-03-15T09:30:00.000Z',
};

describe('the image entity', () => {
  it('reads back what it lays out, under USER#<sub> / IMAGE#<id>', () => {
    const item = imageItem('ana', image);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: `IMAGE#${image.id}`, type: 'image' });
    expect(toStoredImage(item)).toEqual(image);
  });

  it('reads a format, style or renderer it does not know as the default', () => {
    const item = { ...imageItem('ana', image), format: 'cinema', style: 'futuro', renderer: 'outro', seed: undefined };
    expect(toStoredImage(item)).toEqual({ ...image, format: 'square', style: null, renderer: 'bedrock', seed: 0 });
  });

  it('refuses a malformed item instead of reading NaN or "undefined"', () => {
    expect(() => toStoredImage({ ...imageItem('ana', image), width: undefined })).toThrow();
    expect(() => toStoredImage({ ...imageItem('ana', image), objectKey: undefined })).toThrow();
  });
});
