import { z } from 'zod';
import { GAME_TYPES, LANGUAGES } from '../constants';

/**
 * Contract of game launch and game recall (issue 6).
 *
 *   POST /wps/game/launchGame (T)   launchInputSchema  → launchAnswerSchema  real money
 *   POST /lgw/game/trial            launchInputSchema  → launchAnswerSchema  free trial, visitors too
 *   POST /wps/game/recall (T)       recallInputSchema  → recallAnswerSchema  a round's replay page
 *
 * A launch names the game by `nodeId`, or by `gameCode` (lottery routes pass it; same ids), or
 * only by `vassalage` (+ `gameType`): a vendor's start button opens that vendor's first game; a
 * lottery route without a game code opens its category's first game (`gameType` alone).
 */

const id = z.string().trim().min(1).max(80);
/** The app's theme, passed on so the vendor's page matches it. */
const theme = z.enum(['light', 'dark']).optional();

export const launchInputSchema = z
  .strictObject({
    nodeId: id.optional(),
    gameCode: id.optional(),
    vassalage: z.string().trim().min(1).max(40).optional(),
    gameType: z.enum(GAME_TYPES).optional(),
    language: z.enum(LANGUAGES).optional(),
    theme,
  })
  .refine((input) => input.nodeId !== undefined || input.gameCode !== undefined || input.vassalage !== undefined || input.gameType !== undefined, {
    message: 'Name a game (nodeId or gameCode), a vendor (vassalage) or a category (gameType)',
    path: ['nodeId'],
  });
export type LaunchInput = z.infer<typeof launchInputSchema>;

export const LAUNCH_MODES = ['real', 'trial'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

export const launchAnswerSchema = z.object({
  /** Where the game runs: absolute, or root-relative to the platform's origin (the built-in demo vendor). */
  url: z.string(),
  mode: z.enum(LAUNCH_MODES),
  nodeId: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
});
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;

export const recallInputSchema = z.strictObject({
  vassalage: z.string().trim().min(1).max(40),
  roundId: z.string().trim().min(1).max(100),
  language: z.enum(LANGUAGES).optional(),
  theme,
});
export type RecallInput = z.infer<typeof recallInputSchema>;
export const recallAnswerSchema = z.object({ url: z.string() });
export type RecallAnswer = z.infer<typeof recallAnswerSchema>;
