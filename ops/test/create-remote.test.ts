import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@edu/shared/platform';
import { addRemoteEntry, planRemote } from '../src/create-remote/plan';

const workspace = { existingDirs: ['shared', 'mf-content', 'mf-old-folder'], remotes: REMOTES };

describe('pnpm create-remote: the plan', () => {
  it.each([
    [{ dir: 'mf-quiz' }, { dir: 'mf-quiz', name: 'mf_quiz', owner: 'Nhóm Quiz', page: 'QuizPage', pageFile: 'quiz-page', title: 'Quiz' }],
    [
      { dir: 'mf-thi-thu', owner: 'Nhóm Thi thử', page: 'MockExamPage', title: 'Thi thử' },
      { dir: 'mf-thi-thu', name: 'mf_thi_thu', owner: 'Nhóm Thi thử', page: 'MockExamPage', pageFile: 'mock-exam-page', title: 'Thi thử' },
    ],
  ])('%j', (input, expected) => {
    expect(planRemote(input, workspace)).toEqual(expected);
  });

  it.each([
    [{}, /^Tên remote không hợp lệ: “”/],
    [{ dir: 'quiz' }, /cần dạng mf-<tên>/],
    [{ dir: 'mf-Quiz' }, /cần dạng mf-<tên>/],
    [{ dir: 'mf-quiz_x' }, /cần dạng mf-<tên>/],
    [{ dir: 'mf-content' }, /^Remote mf-content đã có/],
    [{ dir: 'mf-old-folder' }, /^Remote mf-old-folder đã có/],
    [{ dir: 'mf-quiz', page: 'quiz' }, /^Tên trang không hợp lệ: “quiz”/],
    [{ dir: 'mf-quiz', title: "It's" }, /^Tiêu đề không hợp lệ/],
    [{ dir: 'mf-quiz', owner: 'Nhóm <b>' }, /^Tên nhóm không hợp lệ/],
  ])('%j is refused in one Vietnamese line', (input, message) => {
    expect(() => planRemote(input, workspace)).toThrow(message);
  });

  it('adds one entry at the end of the one list, which still reads as the list', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../shared/src/platform/remotes.ts'), 'utf8');
    const plan = planRemote({ dir: 'mf-quiz', owner: 'Nhóm Thi thử' }, workspace);
    const next = addRemoteEntry(source, plan);
    expect(next.replace(source.slice(0, source.indexOf('] as const satisfies')), '')).toMatch(
      /^ {2}\{\n {4}name: 'mf_quiz',\n {4}dir: 'mf-quiz',\n {4}owner: 'Nhóm Thi thử',\n {4}exposes: \['QuizPage'\],\n {2}\},\n\] as const satisfies/,
    );
    expect(next.startsWith(source.slice(0, source.indexOf('] as const satisfies')))).toBe(true);
    expect(() => addRemoteEntry('export const X = [];', plan)).toThrow('the end of REMOTES was not found');
  });
});
