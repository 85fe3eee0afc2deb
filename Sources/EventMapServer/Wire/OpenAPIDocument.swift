/// The API's contract, served at `GET /openapi.yaml`. `OpenAPIDocumentTests` keeps it true:
/// every path and method here is a route of the server and every route is here, and the
/// schemas name the fields the server writes.
public enum OpenAPIDocument {
    public static let yaml = #"""
        openapi: 3.0.3
        info:
          title: Event Map
          version: "1"
          description: |
            Events on a map, created by signed-in users and seen by everyone. Writes and account
            reads need `Authorization: Bearer <token>`; reading events and the change stream do not.
            Every error is `{"error": {"code": "...", "message": "..."}}`. HEAD answers wherever
            GET does; a path asked with a method it does not take answers 405 with `Allow`.
        paths:
          /v1/accounts:
            post:
              summary: Register (at most 20 an hour from one address)
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Registration'}}}}
              responses:
                '201': {description: Registered and signed in, content: {application/json: {schema: {$ref: '#/components/schemas/SignedIn'}}}}
                '400': {$ref: '#/components/responses/Malformed'}
                '409': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '422': {$ref: '#/components/responses/Invalid'}
                '429': {$ref: '#/components/responses/Throttled'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/sessions:
            post:
              summary: Sign in (failures limited per account and address, per account, and per address)
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/SignIn'}}}}
              responses:
                '200': {description: Signed in, content: {application/json: {schema: {$ref: '#/components/schemas/SignedIn'}}}}
                '400': {$ref: '#/components/responses/Malformed'}
                '401': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '422': {$ref: '#/components/responses/Invalid'}
                '429': {$ref: '#/components/responses/Throttled'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/sessions/current:
            delete:
              summary: Sign out; the token stops working everywhere at once
              security: [{bearer: []}]
              responses:
                '204': {description: Signed out}
                '401': {$ref: '#/components/responses/Error'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/me:
            get:
              summary: The signed-in user
              security: [{bearer: []}]
              responses:
                '200': {description: The user, content: {application/json: {schema: {$ref: '#/components/schemas/User'}}}}
                '401': {$ref: '#/components/responses/Error'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/me/events:
            get:
              summary: The events the signed-in user created, a page at a time in order of id
              security: [{bearer: []}]
              parameters:
                - {name: after, in: query, schema: {type: integer, format: int64, minimum: 0, maximum: 9223372036854775807, default: 0}, description: The `next` of the page before}
                - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 5000, default: 500}}
              responses:
                '200': {description: A page of their events, content: {application/json: {schema: {$ref: '#/components/schemas/OwnEventPage'}}}}
                '401': {$ref: '#/components/responses/Error'}
                '422': {$ref: '#/components/responses/Invalid'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/password-resets:
            post:
              summary: Send a one-time code (15 minutes) if the account exists and had fewer than 3 this hour; the answer is the same either way
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/ResetRequest'}}}}
              responses:
                '202': {description: A code was sent if the account exists}
                '400': {$ref: '#/components/responses/Malformed'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '422': {$ref: '#/components/responses/Invalid'}
                '429': {$ref: '#/components/responses/Throttled'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/password-resets/confirm:
            post:
              summary: Set a new password with the code (5 wrong codes per account per 15 minutes, across codes); every old token stops working and the account's failures are forgotten
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/ResetConfirmation'}}}}
              responses:
                '204': {description: The password is changed}
                '400': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '422': {$ref: '#/components/responses/Invalid'}
                '429': {$ref: '#/components/responses/Throttled'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/events:
            get:
              summary: The events in a box (a west edge east of the east edge crosses the 180° meridian; an edge at ±180 takes in both; a north edge south of the south edge holds no event), filtered
              parameters:
                - {$ref: '#/components/parameters/south'}
                - {$ref: '#/components/parameters/west'}
                - {$ref: '#/components/parameters/north'}
                - {$ref: '#/components/parameters/east'}
                - {$ref: '#/components/parameters/text'}
                - {$ref: '#/components/parameters/maxAge'}
                - {$ref: '#/components/parameters/types'}
                - {$ref: '#/components/parameters/limit'}
                - {$ref: '#/components/parameters/from'}
                - {$ref: '#/components/parameters/to'}
              responses:
                '200': {description: At most `limit` events and how many matched, content: {application/json: {schema: {$ref: '#/components/schemas/EventPage'}}}}
                '422': {$ref: '#/components/responses/Invalid'}
                '503': {$ref: '#/components/responses/Unavailable'}
            post:
              summary: Create an event (at most 100 an hour per account); it needs its `start`
              security: [{bearer: []}]
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/EventDraft'}}}}
              responses:
                '201':
                  description: The event
                  content: {application/json: {schema: {$ref: '#/components/schemas/Event'}}}
                  links:
                    GetEvent: {operationId: getEvent, parameters: {id: '$response.body#/id'}}
                    EditEvent: {operationId: editEvent, parameters: {id: '$response.body#/id'}}
                    DeleteEvent: {operationId: deleteEvent, parameters: {id: '$response.body#/id'}}
                '400': {$ref: '#/components/responses/Malformed'}
                '401': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '422': {$ref: '#/components/responses/Invalid'}
                '429': {$ref: '#/components/responses/Throttled'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/events.ics:
            get:
              summary: The events of the same query as GET /v1/events, as iCalendar (RFC 5545); events with no time are left out
              parameters:
                - {$ref: '#/components/parameters/south'}
                - {$ref: '#/components/parameters/west'}
                - {$ref: '#/components/parameters/north'}
                - {$ref: '#/components/parameters/east'}
                - {$ref: '#/components/parameters/text'}
                - {$ref: '#/components/parameters/maxAge'}
                - {$ref: '#/components/parameters/types'}
                - {$ref: '#/components/parameters/limit'}
                - {$ref: '#/components/parameters/from'}
                - {$ref: '#/components/parameters/to'}
              responses:
                '200': {description: A calendar, content: {text/calendar: {schema: {type: string}}}}
                '422': {$ref: '#/components/responses/Invalid'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/events/{id}.ics:
            get:
              summary: One event as iCalendar (RFC 5545)
              parameters:
                - {$ref: '#/components/parameters/id'}
              responses:
                '200': {description: A calendar of the one event, content: {text/calendar: {schema: {type: string}}}}
                '404': {$ref: '#/components/responses/Error'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/events/{id}:
            get:
              summary: One event
              operationId: getEvent
              parameters:
                - {$ref: '#/components/parameters/id'}
              responses:
                '200': {description: The event, content: {application/json: {schema: {$ref: '#/components/schemas/Event'}}}}
                '404': {$ref: '#/components/responses/Error'}
                '503': {$ref: '#/components/responses/Unavailable'}
            patch:
              operationId: editEvent
              summary: The author changes the fields given; the result is checked as a new event is (edits and deletions, at most 300 an hour per account)
              security: [{bearer: []}]
              parameters:
                - {$ref: '#/components/parameters/id'}
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/EventEdit'}}}}
              responses:
                '200': {description: The event as it is now, content: {application/json: {schema: {$ref: '#/components/schemas/Event'}}}}
                '400': {$ref: '#/components/responses/Malformed'}
                '401': {$ref: '#/components/responses/Error'}
                '403': {$ref: '#/components/responses/NotAuthor'}
                '404': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/TooLarge'}
                '422': {$ref: '#/components/responses/Invalid'}
                '429': {$ref: '#/components/responses/Throttled'}
                '503': {$ref: '#/components/responses/Unavailable'}
            delete:
              summary: The author deletes the event (counted with edits)
              operationId: deleteEvent
              security: [{bearer: []}]
              parameters:
                - {$ref: '#/components/parameters/id'}
              responses:
                '204': {description: Deleted}
                '401': {$ref: '#/components/responses/Error'}
                '403': {$ref: '#/components/responses/NotAuthor'}
                '404': {$ref: '#/components/responses/Error'}
                '429': {$ref: '#/components/responses/Throttled'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /v1/changes:
            get:
              summary: 'Server-sent events, one per change: `id:` its number; `event:` created, updated or deleted; `data:` the event as JSON (an Event), or `{"id": N}` (a DeletedEvent) for a deletion'
              parameters:
                - {name: Last-Event-ID, in: header, schema: {type: integer, format: int64, minimum: 0, maximum: 9223372036854775807}, description: 'Resume after this change, with no gap'}
              responses:
                '200': {description: The stream, content: {text/event-stream: {schema: {$ref: '#/components/schemas/ChangeEvent'}}}}
                '422': {$ref: '#/components/responses/Invalid'}
                '503': {$ref: '#/components/responses/Unavailable'}
          /openapi.yaml:
            get:
              summary: This document
              responses:
                '200': {description: OpenAPI 3, content: {application/yaml: {schema: {type: object, required: [openapi, paths]}}}}
          /health:
            get:
              summary: Whether the process answers (liveness); it does not ask the database
              responses:
                '200': {description: It does, content: {application/json: {schema: {type: object, properties: {status: {type: string}}}}}}
          /ready:
            get:
              summary: Whether the server can serve (readiness); it asks the database
              responses:
                '200': {description: It can, content: {application/json: {schema: {type: object, properties: {status: {type: string}}}}}}
                '503': {$ref: '#/components/responses/Unavailable'}
          /metrics:
            get:
              summary: The server's metrics in Prometheus' text format (requests by route and status with latency histograms, throttled answers, open change streams, database operations in flight)
              responses:
                '200': {description: The metrics, content: {text/plain: {schema: {type: string}}}}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
          headers:
            Retry-After: {description: Seconds to wait before trying again, schema: {type: integer, minimum: 1}}
          parameters:
            id: {name: id, in: path, required: true, schema: {type: integer, format: int64, minimum: -9223372036854775808, maximum: 9223372036854775807}, description: 'An id no event has is 404'}
            south: {name: south, in: query, required: true, schema: {type: number, minimum: -90, maximum: 90}}
            west: {name: west, in: query, required: true, schema: {type: number, minimum: -180, maximum: 180}}
            north: {name: north, in: query, required: true, schema: {type: number, minimum: -90, maximum: 90}}
            east: {name: east, in: query, required: true, schema: {type: number, minimum: -180, maximum: 180}}
            text: {name: text, in: query, schema: {type: string}, description: 'In the title or description, under NFKC and case folding; `+` is a space'}
            maxAge: {name: maxAge, in: query, schema: {type: integer, enum: [0, 6, 12, 16, 18]}}
            types: {name: types, in: query, schema: {type: string, pattern: '^,*((music|cinema|sport|theatre|exhibition|other)(,+(music|cinema|sport|theatre|exhibition|other))*,*)?$'}, description: 'Comma-separated: music,cinema,sport,theatre,exhibition,other; empty is every type'}
            limit: {name: limit, in: query, schema: {type: integer, minimum: 0, maximum: 5000, default: 500}}
            from: {name: from, in: query, schema: {$ref: '#/components/schemas/Moment'}, description: 'RFC 3339: the events not over at this moment (an event with no end is over at the end of its start day where it happens); events with no time pass'}
            to: {name: to, in: query, schema: {$ref: '#/components/schemas/Moment'}, description: 'RFC 3339: the events starting before this moment (a `to` before `from` holds no event); events with no time do not pass'}
          responses:
            Error:
              description: An error
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            Malformed:
              description: The body could not be read (code `unreadable_body`) or is not JSON (code `malformed`)
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            TooLarge:
              description: The body is over 64 KiB (code `too_large`)
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            Invalid:
              description: 'A field or parameter is wrong; the message names it (`field: reason`): a number out of range or not whole, a date not YYYY-MM-DD from 1900 on (code `birth_date_too_early` before it), a text longer than its maxLength (code `too_long`, `field: at most N characters`; a password over 1024 bytes is `long_password`), control characters or direction overrides in text'
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            NotAuthor:
              description: The event is another user's (code `not_author`); nothing was changed
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            Throttled:
              description: Too many attempts (code `throttled`); wait Retry-After seconds
              headers: {Retry-After: {$ref: '#/components/headers/Retry-After'}}
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
            Unavailable:
              description: The server is busy hashing (code `busy`) or cannot reach its database (code `database_unavailable`); wait Retry-After seconds
              headers: {Retry-After: {$ref: '#/components/headers/Retry-After'}}
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
          schemas:
            Name:
              type: string
              maxLength: 200
              pattern: '^[\t\u0020\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u202A-\u202F\u205F\u2066-\u2069\u3000]([^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u202A-\u202F\u205F\u2066-\u2069\u3000])?[\t\u0020\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]*$'
              description: Not blank once spaces at either end are trimmed; no control characters or direction overrides
            Email:
              type: string
              maxLength: 254
              pattern: '^[\t\u0020\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]*[^@\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]+@[^@.\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]+(\.[^@.\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]+)+[\t\u0020\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]*$'
              description: 'Something@something.something, compared without case: no spaces (but at either end, trimmed), control characters or direction overrides'
            Password:
              type: string
              minLength: 8
              maxLength: 1024
              pattern: '^[^\u0000-\u001F\u007F-\u009F]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000][^\u0000-\u001F\u007F-\u009F]*$'
              description: 'At least 8 characters and at most 1024 bytes of UTF-8 (code `long_password` over it), no control characters, not only spaces'
            Title:
              type: string
              maxLength: 200
              pattern: '^[\t\n\u000B\u000C\r\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000]([^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*[^\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200A\u2028-\u202F\u205F\u2066-\u2069\u3000])?[\t\n\u000B\u000C\r\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$'
              description: Not blank once spaces and line breaks at either end are trimmed; no control characters or direction overrides
            Description:
              type: string
              maxLength: 5000
              pattern: '^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$'
              description: Line breaks and tabs allowed; no other control characters, no direction overrides
            Address:
              type: string
              maxLength: 500
              pattern: '^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$'
              description: No control characters or direction overrides
            Error:
              type: object
              required: [error]
              properties:
                error: {type: object, required: [code, message], properties: {code: {type: string}, message: {type: string}}}
            Registration:
              type: object
              required: [name, email, birthDate, password]
              properties:
                name: {$ref: '#/components/schemas/Name'}
                email: {$ref: '#/components/schemas/Email'}
                birthDate: {type: string, format: date, pattern: '^(19[0-9][0-9]|[2-9][0-9][0-9][0-9])-[0-9][0-9]-[0-9][0-9]$', description: 'YYYY-MM-DD, from 1900-01-01 (code `birth_date_too_early` before it) to today (code `birth_date_in_future` after it)'}
                password: {$ref: '#/components/schemas/Password'}
            SignIn:
              type: object
              required: [email, password]
              properties:
                email: {type: string}
                password: {type: string}
            ResetRequest:
              type: object
              required: [email]
              properties:
                email: {$ref: '#/components/schemas/Email'}
            ResetConfirmation:
              type: object
              required: [email, code, password]
              properties:
                email: {type: string}
                code: {type: string}
                password: {$ref: '#/components/schemas/Password'}
            User:
              type: object
              required: [id, name, email, birthDate]
              properties:
                id: {type: integer}
                name: {type: string}
                email: {type: string}
                birthDate: {type: string, format: date}
            SignedIn:
              type: object
              required: [token, user]
              properties:
                token: {type: string}
                user: {$ref: '#/components/schemas/User'}
            EventDraft:
              type: object
              required: [title, type, latitude, longitude, start]
              properties:
                title: {$ref: '#/components/schemas/Title'}
                description: {$ref: '#/components/schemas/Description'}
                address: {$ref: '#/components/schemas/Address'}
                type: {type: string, enum: [music, cinema, sport, theatre, exhibition, other]}
                age: {type: integer, enum: [0, 6, 12, 16, 18]}
                latitude: {type: number, minimum: -90, maximum: 90}
                longitude: {type: number, minimum: -180, maximum: 180}
                start: {$ref: '#/components/schemas/Moment'}
                end: {$ref: '#/components/schemas/Moment'}
            Moment:
              type: string
              format: date-time
              pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(Z|[+-](0[0-9]|1[0-3]):[0-5][0-9]|[+-]14:00)$'
              description: 'RFC 3339 to the second with the offset of the place (within 14 hours of UTC), which the event keeps: `2026-12-05T19:00:00+03:00`. An end is after the start (code `invalid_field`, `end: must be after the start`)'
            EventEdit:
              type: object
              description: Any of the fields of an EventDraft, checked as a new event is once applied; latitude and longitude go together, and an end needs a start (a start alone leaves no end)
              allOf:
                - anyOf: [{required: [latitude, longitude]}, {not: {anyOf: [{required: [latitude]}, {required: [longitude]}]}}]
                - anyOf: [{required: [start]}, {not: {required: [end]}}]
              properties:
                title: {$ref: '#/components/schemas/Title'}
                description: {$ref: '#/components/schemas/Description'}
                address: {$ref: '#/components/schemas/Address'}
                type: {type: string, enum: [music, cinema, sport, theatre, exhibition, other]}
                age: {type: integer, enum: [0, 6, 12, 16, 18]}
                latitude: {type: number, minimum: -90, maximum: 90}
                longitude: {type: number, minimum: -180, maximum: 180}
                start: {$ref: '#/components/schemas/Moment'}
                end: {$ref: '#/components/schemas/Moment'}
            ChangeEvent:
              type: object
              description: One server-sent event of the change stream
              required: [id, event, data]
              properties:
                id: {type: string, pattern: '^[0-9]+$'}
                event: {type: string, enum: [created, updated, deleted]}
                data: {type: string, description: 'An Event as JSON, or a DeletedEvent for `deleted`'}
            DeletedEvent:
              type: object
              description: The `data:` of a change stream's `deleted` event
              required: [id]
              properties:
                id: {type: integer}
            Event:
              type: object
              required: [id, title, description, address, type, age, latitude, longitude, ownerId]
              properties:
                id: {type: integer}
                title: {type: string}
                description: {type: string}
                address: {type: string}
                type: {type: string, enum: [music, cinema, sport, theatre, exhibition, other]}
                age: {type: integer, enum: [0, 6, 12, 16, 18]}
                latitude: {type: number}
                longitude: {type: number}
                ownerId: {type: integer}
                start: {type: string, format: date-time, description: 'With the offset of the place; absent for an event stored before events had times'}
                end: {type: string, format: date-time}
            OwnEventPage:
              type: object
              required: [events]
              properties:
                events: {type: array, items: {$ref: '#/components/schemas/Event'}}
                next: {type: integer, description: 'There may be more: the `after` of the next page'}
            EventPage:
              type: object
              required: [events, total]
              properties:
                events: {type: array, items: {$ref: '#/components/schemas/Event'}}
                total: {type: integer}

        """#
}
