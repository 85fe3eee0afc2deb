/// The API's contract, served at `GET /openapi.yaml`. `OpenAPIDocumentTests` keeps it true:
/// every path and method here is a route of the server and every route is here, and the
/// schemas name the fields the server writes.
public enum OpenAPIDocument {
    public static let yaml = """
        openapi: 3.0.3
        info:
          title: Event Map
          version: "1"
          description: |
            Events on a map, created by signed-in users and seen by everyone. Writes and account
            reads need `Authorization: Bearer <token>`; reading events and the change stream do not.
            Every error is `{"error": {"code": "...", "message": "..."}}`.
        paths:
          /v1/accounts:
            post:
              summary: Register
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Registration'}}}}
              responses:
                '201': {description: Registered and signed in, content: {application/json: {schema: {$ref: '#/components/schemas/SignedIn'}}}}
                '409': {$ref: '#/components/responses/Error'}
                '422': {$ref: '#/components/responses/Error'}
          /v1/sessions:
            post:
              summary: Sign in
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/SignIn'}}}}
              responses:
                '200': {description: Signed in, content: {application/json: {schema: {$ref: '#/components/schemas/SignedIn'}}}}
                '401': {$ref: '#/components/responses/Error'}
                '429': {description: Too many failures; see Retry-After, headers: {Retry-After: {schema: {type: integer}}}}
          /v1/sessions/current:
            delete:
              summary: Sign out; the token stops working everywhere at once
              security: [{bearer: []}]
              responses:
                '204': {description: Signed out}
                '401': {$ref: '#/components/responses/Error'}
          /v1/me:
            get:
              summary: The signed-in user
              security: [{bearer: []}]
              responses:
                '200': {description: The user, content: {application/json: {schema: {$ref: '#/components/schemas/User'}}}}
                '401': {$ref: '#/components/responses/Error'}
          /v1/me/events:
            get:
              summary: The events the signed-in user created
              security: [{bearer: []}]
              responses:
                '200': {description: Their events, content: {application/json: {schema: {$ref: '#/components/schemas/EventList'}}}}
                '401': {$ref: '#/components/responses/Error'}
          /v1/password-resets:
            post:
              summary: Send a one-time code (15 minutes) if the account exists; the answer is the same either way
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/ResetRequest'}}}}
              responses:
                '202': {description: A code was sent if the account exists}
                '422': {$ref: '#/components/responses/Error'}
          /v1/password-resets/confirm:
            post:
              summary: Set a new password with the code; every old token stops working
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/ResetConfirmation'}}}}
              responses:
                '204': {description: The password is changed}
                '400': {$ref: '#/components/responses/Error'}
                '422': {$ref: '#/components/responses/Error'}
          /v1/events:
            get:
              summary: The events in a box (a west edge east of the east edge crosses the 180° meridian), filtered
              parameters:
                - {name: south, in: query, required: true, schema: {type: number, minimum: -90, maximum: 90}}
                - {name: west, in: query, required: true, schema: {type: number, minimum: -180, maximum: 180}}
                - {name: north, in: query, required: true, schema: {type: number, minimum: -90, maximum: 90}}
                - {name: east, in: query, required: true, schema: {type: number, minimum: -180, maximum: 180}}
                - {name: text, in: query, schema: {type: string}, description: In the title or description, case-insensitive}
                - {name: maxAge, in: query, schema: {type: integer, enum: [0, 6, 12, 16, 18]}}
                - {name: types, in: query, schema: {type: string}, description: 'Comma-separated: music,cinema,sport,theatre,exhibition,other'}
                - {name: limit, in: query, schema: {type: integer, minimum: 0, maximum: 5000, default: 500}}
              responses:
                '200': {description: At most `limit` events and how many matched, content: {application/json: {schema: {$ref: '#/components/schemas/EventPage'}}}}
                '422': {$ref: '#/components/responses/Error'}
            post:
              summary: Create an event
              security: [{bearer: []}]
              requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/EventDraft'}}}}
              responses:
                '201': {description: The event, content: {application/json: {schema: {$ref: '#/components/schemas/Event'}}}}
                '400': {$ref: '#/components/responses/Error'}
                '401': {$ref: '#/components/responses/Error'}
                '413': {$ref: '#/components/responses/Error'}
                '422': {$ref: '#/components/responses/Error'}
          /v1/events/{id}:
            get:
              summary: One event
              parameters:
                - {name: id, in: path, required: true, schema: {type: integer}}
              responses:
                '200': {description: The event, content: {application/json: {schema: {$ref: '#/components/schemas/Event'}}}}
                '404': {$ref: '#/components/responses/Error'}
          /v1/changes:
            get:
              summary: 'Server-sent events: one per change, `id:` its number and `data:` the event as JSON'
              parameters:
                - {name: Last-Event-ID, in: header, schema: {type: integer}, description: Resume after this change, with no gap}
              responses:
                '200': {description: The stream, content: {text/event-stream: {schema: {type: string}}}}
          /openapi.yaml:
            get:
              summary: This document
              responses:
                '200': {description: OpenAPI 3, content: {application/yaml: {schema: {type: string}}}}
          /health:
            get:
              summary: Whether the server answers
              responses:
                '200': {description: It does, content: {application/json: {schema: {type: object, properties: {status: {type: string}}}}}}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
          responses:
            Error:
              description: An error
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
          schemas:
            Error:
              type: object
              required: [error]
              properties:
                error: {type: object, required: [code, message], properties: {code: {type: string}, message: {type: string}}}
            Registration:
              type: object
              required: [name, email, birthDate, password]
              properties:
                name: {type: string, maxLength: 200}
                email: {type: string, maxLength: 254}
                birthDate: {type: string, format: date}
                password: {type: string, minLength: 8}
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
                email: {type: string}
            ResetConfirmation:
              type: object
              required: [email, code, password]
              properties:
                email: {type: string}
                code: {type: string}
                password: {type: string, minLength: 8}
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
              required: [title, type, latitude, longitude]
              properties:
                title: {type: string, maxLength: 200}
                description: {type: string, maxLength: 5000}
                address: {type: string, maxLength: 500}
                type: {type: string, enum: [music, cinema, sport, theatre, exhibition, other]}
                age: {type: integer, enum: [0, 6, 12, 16, 18]}
                latitude: {type: number, minimum: -90, maximum: 90}
                longitude: {type: number, minimum: -180, maximum: 180}
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
            EventList:
              type: object
              required: [events]
              properties:
                events: {type: array, items: {$ref: '#/components/schemas/Event'}}
            EventPage:
              type: object
              required: [events, total]
              properties:
                events: {type: array, items: {$ref: '#/components/schemas/Event'}}
                total: {type: integer}

        """
}
