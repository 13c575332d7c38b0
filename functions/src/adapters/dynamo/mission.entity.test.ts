import {
  completeMissionUpdate,
  daysBetween,
  hubDayItem,
  missionItem,
  missionsOfDay,
  toHubDay,
  toMission,
} from './mission.entity';
import type { StoredMission } from '../../hub/ports';

const NOW = new Date('2026-03-15T15:00:00.000Z');
const MISSION: StoredMission = {
  id: '2026-03-15-2',
  date: '2026-03-15',
  slot: 2,
  templateId: 'p1-03',
  title: 'Responda todos os comentários',
  description: 'Responda cada comentário.',
  xp: 20,
  coins: 10,
  status: 'pending',
  completedAt: null,
};

describe('the mission and hub day entities', () => {
  it('keys a mission by its day and slot, and reads it back', () => {
    const item = missionItem('ana', MISSION, NOW);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'MISSION#2026-03-15#2', type: 'mission' });
    expect(toMission(item)).toEqual(MISSION);
    expect(missionsOfDay('ana', '2026-03-15').ExpressionAttributeValues[':prefix']).toBe('MISSION#2026-03-15#');
  });

  it('completes only a pending mission', () => {
    const u = completeMissionUpdate('ana', MISSION, NOW);
    expect(u.ConditionExpression).toBe('#status = :pending');
    expect(u.Key).toEqual({ pk: 'USER#ana', sk: 'MISSION#2026-03-15#2' });
  });

  it("keeps a day's counts under HUBDAY#<day>, read by a range of days", () => {
    const item = hubDayItem('ana', '2026-03-15', 5, NOW);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'HUBDAY#2026-03-15' });
    expect(toHubDay(item)).toEqual({ date: '2026-03-15', total: 5, completed: 0, xp: 0 });
    expect(daysBetween('ana', '2026-03-01', '2026-03-31').ExpressionAttributeValues).toMatchObject({
      ':from': 'HUBDAY#2026-03-01',
      ':to': 'HUBDAY#2026-03-31',
    });
  });
});
