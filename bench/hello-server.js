// The machine's ceiling for `npm run bench`: the least a Node HTTP server can do per request.
import http from 'node:http'

http
  .createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('hello')
  })
  .listen(Number(process.env.PORT ?? 3902))
