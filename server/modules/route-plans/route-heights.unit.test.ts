import { describe, expect, it } from "vitest";
import { heightsAlong } from "./route-heights";

describe("a planned route's heights", () => {
  const trail: [number, number, number][] = [
    [-105.0, 39.0, 2000],
    [-105.0, 39.001, 2010],
    [-105.0, 39.002, 2025],
  ];

  it("takes the height of the nearest trail point within 30 m, and leaves the rest without one", () => {
    const route: [number, number][] = [
      [-105.0001, 39.0], // about 9 m west of the first point
      [-105.0, 39.0012], // 22 m from the second, 89 m from the third
      [-105.0, 39.0015], // more than 30 m from both
      [-104.99, 39.002], // on another road
    ];
    expect(heightsAlong(route, [null, null, null, null], [trail])).toEqual([
      [-105.0001, 39.0, 2000],
      [-105.0, 39.0012, 2010],
      [-105.0, 39.0015],
      [-104.99, 39.002],
    ]);
  });

  it("finds a point across a cell's edge, and passes over trail points recorded without a height", () => {
    const flat: [number, number][] = [[-105.0, 39.003]];
    expect(heightsAlong([[-105.0, 38.99995]], [null], [trail, flat])).toEqual([[-105.0, 38.99995, 2000]]);
    expect(heightsAlong([[-105.0, 39.003]], [null], [flat])).toEqual([[-105.0, 39.003]]);
  });

  it("takes the ground's height where the elevation model has one, before any trail's", () => {
    const route: [number, number][] = [
      [-105.0001, 39.0],
      [-105.0, 39.0015],
    ];
    expect(heightsAlong(route, [1990.5, null], [trail])).toEqual([
      [-105.0001, 39.0, 1990.5],
      [-105.0, 39.0015],
    ]);
    expect(heightsAlong(route, [null, 2016], [trail])).toEqual([
      [-105.0001, 39.0, 2000],
      [-105.0, 39.0015, 2016],
    ]);
  });
});
