// The machine's ceiling for `npm run bench`: the least a Node HTTP server can do per request. A request's body
// (the scoring loads post one) is read to its end before the answer, as every real server must.
import http from 'node:http'

http
  .createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('hello')
    })
  })
  .listen(Number(process.env.PORT ?? 3902))
