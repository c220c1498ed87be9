import { describe, expect, it } from 'vitest';
import { deviceClassLine, deviceSlowdowns } from './device-class';

describe('deviceSlowdowns', () => {
  it('divides the machine benchmark by each device class', () => {
    expect(deviceSlowdowns(2112)).toEqual({ midTier: 2.1, lowTier: 8 });
  });

  it('never asks for a slowdown under 1× on a machine weaker than the device', () => {
    expect(deviceSlowdowns(500)).toEqual({ midTier: 1, lowTier: 1.9 });
  });
});

describe('deviceClassLine', () => {
  it('gives the range over the runs, whatever their order', () => {
    expect(deviceClassLine([2895, 1890])).toBe(
      'On this machine a mid-tier phone (Pixel 5, benchmark 1000) is about 1.9–2.9× and a ' +
        "low-tier one (Moto G4 Power, 264) about 7.2–11× (DevTools' CPU calibration)",
    );
  });

  it('gives one figure when every run measured the same benchmark', () => {
    expect(deviceClassLine([1320, 1320])).toContain('is about 1.3× and');
  });
});
