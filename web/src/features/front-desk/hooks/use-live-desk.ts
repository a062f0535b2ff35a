import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useWebSocket } from "@/features/realtime";
import { deskKey } from "../api/get-desk";

/**
 * The desk follows the venue live (issue 25): any update on the venue's channel (a booking made
 * online or at another desk, a cancel, a payment, a hold taken or let go) reads the calendar again.
 * No polling: the socket reconnects on its own, and a reconnect reads the calendar again too.
 */
export function useLiveDesk(venueId: number) {
  const { connected, send, subscribe } = useWebSocket();
  const queryClient = useQueryClient();
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (!connected) return;
    send({ type: "subscribe_venue", venueId });
    // Connected again after a drop: what changed meanwhile (the first connection has the fresh read).
    if (connectedBefore.current) void queryClient.invalidateQueries({ queryKey: deskKey(venueId) });
    connectedBefore.current = true;
    return () => {
      send({ type: "unsubscribe_venue", venueId });
    };
  }, [connected, send, venueId, queryClient]);

  useEffect(
    () =>
      subscribe((message) => {
        if (message.type !== "venue_update" || message.venueId !== venueId) return;
        void queryClient.invalidateQueries({ queryKey: deskKey(venueId) });
      }),
    [subscribe, queryClient, venueId],
  );
}
