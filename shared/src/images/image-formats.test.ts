import { formatSizeLabel, IMAGE_FORMAT_IDS, IMAGE_FORMATS, imageFormat } from './image-formats';

describe('image formats (docs/PRODUCT.md §limits.images)', () => {
  it.each([
    ['square', 'Quadrada', 1024, 1024, '1:1'],
    ['instagram', 'Instagram Post', 1080, 1350, '4:5'],
    ['story', 'Story/Reels', 1080, 1920, '9:16'],
    ['horizontal', 'Horizontal', 1920, 1080, '16:9'],
  ] as const)('%s is "%s", %i × %i (%s)', (id, label, width, height, ratio) => {
    expect(imageFormat(id)).toEqual({ id, label, width, height, ratio });
    const [a, b] = ratio.split(':').map(Number);
    expect(width * b!).toBe(height * a!);
  });

  it('offers exactly the four formats, in the picker order', () => {
    expect(IMAGE_FORMAT_IDS).toEqual(['square', 'instagram', 'story', 'horizontal']);
    expect(IMAGE_FORMATS).toHaveLength(4);
  });

  it('labels a size as the picker shows it', () => {
    expect(formatSizeLabel(imageFormat('instagram'))).toBe('1080 × 1350 px');
  });
});
