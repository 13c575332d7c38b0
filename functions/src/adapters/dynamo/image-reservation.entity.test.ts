import { imageReservationItem, toOpenReservation } from './image-reservation.entity';

const reservation = { operationId: 'op-1', createdAt: '2026-03-15T09:30:00.000Z' };

describe('the image reservation entity', () => {
  it('reads back what it lays out, under USER#<sub> / IMGRES#<operationId>', () => {
    const item = imageReservationItem('ana', reservation);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'IMGRES#op-1', type: 'image-reservation' });
    expect(toOpenReservation(item)).toEqual(reservation);
  });

  it('refuses a malformed item instead of reading "undefined"', () => {
    expect(() => toOpenReservation({ ...imageReservationItem('ana', reservation), operationId: undefined })).toThrow();
    expect(() => toOpenReservation({ ...imageReservationItem('ana', reservation), createdAt: 1 })).toThrow();
  });
});
