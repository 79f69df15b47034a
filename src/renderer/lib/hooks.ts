import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from './session';
import type { UiState } from './ui';

/** The slices every feature may read. The app's RootState extends this (checked in app/store). */
export interface SharedState {
  session: SessionState;
  ui: UiState;
}

export type SharedDispatch = ThunkDispatch<SharedState, unknown, UnknownAction>;

export const useAppSelector = useSelector.withTypes<SharedState>();
export const useAppDispatch = useDispatch.withTypes<SharedDispatch>();
