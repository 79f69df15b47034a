import { JackpotCounter } from './jackpot-counter';
import { WinnerBoard } from './winner-board';
import './home-board.css';

/** The jackpot counter beside the winner board (stacked on phones). */
export function HomeBoard() {
  return (
    <div className="home-board">
      <JackpotCounter />
      <WinnerBoard />
    </div>
  );
}
