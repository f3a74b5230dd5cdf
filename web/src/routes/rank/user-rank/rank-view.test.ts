import { describe, expect, it } from 'vitest';
import type { UserRankEntry } from '@verdict/common';
import { formatAcRate } from '@/lib/format';
import { readRankParams, topChartData } from './rank-view';

const row = (username: string, ac: number, total: number, score: number): UserRankEntry => ({
  rank: 1,
  uid: username,
  username,
  nickname: null,
  avatar: null,
  titleName: null,
  titleColor: null,
  school: null,
  signature: null,
  isVip: false,
  ac,
  total,
  acRate: 0,
  score,
});

describe('readRankParams', () => {
  it.each([
    ['', { period: 0, currentPage: 1, limit: 30, searchUser: undefined }],
    [
      'period=3&currentPage=4&limit=50&searchUser=%20ann%20',
      { period: 3, currentPage: 4, limit: 50, searchUser: 'ann' },
    ],
    ['period=9&currentPage=-2&limit=7', { period: 0, currentPage: 1, limit: 30, searchUser: undefined }],
    [
      'period=week&currentPage=x&limit=abc&searchUser=',
      { period: 0, currentPage: 1, limit: 30, searchUser: undefined },
    ],
  ])('reads "%s"', (search, expected) => {
    expect(readRankParams(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('formatAcRate', () => {
  it.each([
    [0, '0.00%'],
    [50, '50.00%'],
    [33.33, '33.33%'],
    [100, '100.00%'],
  ])('%d → %s', (rate, text) => {
    expect(formatAcRate(rate)).toBe(text);
  });
});

describe('topChartData', () => {
  const records = Array.from({ length: 12 }, (_, i) => row(`u${i}`, 12 - i, 20, 100 - i));

  it('takes the first ten rows: AC and Total for ACM', () => {
    const data = topChartData(records, 0);
    expect(data.labels).toHaveLength(10);
    expect(data.labels[0]).toBe('u0');
    expect(data.first.slice(0, 2)).toEqual([12, 11]);
    expect(data.second[0]).toBe(20);
  });

  it('Score and AC for OI', () => {
    const data = topChartData(records.slice(0, 2), 1);
    expect(data).toEqual({ labels: ['u0', 'u1'], first: [100, 99], second: [12, 11] });
  });
});
