CREATE INDEX "orv_parks_city_idx" ON "orv_parks" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "scout_routes_region_idx" ON "scout_routes" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "scout_routes_city_idx" ON "scout_routes" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "trails_region_idx" ON "trails" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "trails_city_idx" ON "trails" USING btree ("city_id");