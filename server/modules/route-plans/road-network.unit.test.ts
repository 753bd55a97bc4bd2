import { expect, it } from "vitest";
import { createNetworkBuilder, type NetworkRoad } from "./road-network";
import { atNode, positionOf, quickestWay, SearchTooLargeError } from "./route-search";

const road = (id: number, geometry: NetworkRoad["geometry"], surface = "native"): NetworkRoad => ({
  id,
  roadClass: "road",
  surface,
  designation: {},
  geometry,
});

it("joins road ends that agree to six decimals, and makes each line of a multi-line road an edge", () => {
  const builder = createNetworkBuilder();
  builder.add(
    road(1, {
      type: "LineString",
      coordinates: [
        [-110, 40],
        [-109.99, 40],
      ],
    }),
  );
  // Starts 4 cm from where road 1 ends, the same to six decimals.
  builder.add(
    road(2, {
      type: "LineString",
      coordinates: [
        [-109.9900004, 40],
        [-109.98, 40],
      ],
    }),
  );
  builder.add(
    road(3, {
      type: "MultiLineString",
      coordinates: [
        [
          [-109.98, 40],
          [-109.97, 40],
        ],
        [
          [-109.5, 40.5],
          [-109.49, 40.5],
        ],
      ],
    }),
  );
  const network = builder.finish();
  expect(network.nodeCount).toBe(6);
  expect(Array.from(network.edgeRoad)).toEqual([1, 2, 3, 3]);
  expect(Array.from(network.edgePart)).toEqual([0, 0, 0, 1]);

  const start = network.nearestNode(-110.0001, 40, 100)!;
  const end = network.nearestNode(-109.97, 40.0001, 100)!;
  const drive = (edge: number) => network.edgeSeconds[edge]!;
  const between = (from: number, to: number, settledLimit?: number) =>
    quickestWay(network, [atNode(from)], [atNode(to)], positionOf(network, to), drive, settledLimit);
  const way = between(start, end);
  expect(way!.entries.map((entry) => network.edgeRoad[network.entryEdge[entry]!])).toEqual([1, 2, 3]);
  // Three segments of about 850 m each at this latitude.
  expect(way!.metres).toBeGreaterThan(2_500);
  expect(way!.metres).toBeLessThan(2_600);
  // The second line of road 3 joins nothing.
  expect(between(start, network.nearestNode(-109.5, 40.5, 100)!)).toBeNull();
  // A search allowed fewer nodes than the way needs gives up instead of answering.
  expect(() => between(start, end, 2)).toThrow(SearchTooLargeError);
  // Each road's line is found by its id and part.
  expect([network.edgeOf(1, 0), network.edgeOf(3, 1), network.edgeOf(3, 2), network.edgeOf(4, 0)]).toEqual([0, 3, null, null]);
});

it("finds no node farther than asked, and drives paved roads faster than native ones", () => {
  const builder = createNetworkBuilder();
  builder.add(
    road(
      1,
      {
        type: "LineString",
        coordinates: [
          [-110, 40],
          [-109.99, 40],
        ],
      },
      "paved",
    ),
  );
  builder.add(
    road(
      2,
      {
        type: "LineString",
        coordinates: [
          [-110, 41],
          [-109.99, 41],
        ],
      },
      "native",
    ),
  );
  const network = builder.finish();
  expect(network.nearestNode(-110, 40.1, 1_000)).toBeNull();
  expect(network.edgeSeconds[0]!).toBeLessThan(network.edgeSeconds[1]! / 2);
});
